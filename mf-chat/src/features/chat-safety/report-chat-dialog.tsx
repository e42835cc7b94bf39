// Reporting the other member from a chat; the server keeps the last messages as evidence.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ChatReportReason } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import { SelectField, TextField } from '@dating/shared/forms';

// A Record, so the dialog offers exactly the reasons the API accepts, in this order.
const REASON_IDS: Record<ChatReportReason, string> = {
  spam: 'chat.safety.reason.spam',
  scam: 'chat.safety.reason.scam',
  offensive: 'chat.safety.reason.offensive',
  fake: 'chat.safety.reason.fake',
  underage: 'chat.safety.reason.underage',
  other: 'chat.safety.reason.other',
};
const REASONS = Object.keys(REASON_IDS) as ChatReportReason[];

export function ReportChatDialog({
  open,
  name,
  onClose,
  onSubmit,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (reason: ChatReportReason, comment: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState<ChatReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(reason, comment);
      setReason('');
      setComment('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'chat.safety.reportTitle' }, { name })}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'chat.safety.cancel' })}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={busy}>
            {intl.formatMessage({ id: 'chat.safety.reportSend' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'chat.safety.reportEvidence' })}</p>
      <SelectField
        label={intl.formatMessage({ id: 'chat.safety.reason' })}
        required
        placeholder
        value={reason}
        error={missing && !reason ? intl.formatMessage({ id: 'chat.safety.reasonMissing' }) : undefined}
        options={REASONS.map((value) => ({ value, label: intl.formatMessage({ id: REASON_IDS[value] }) }))}
        onChange={(event) => setReason(event.target.value as ChatReportReason | '')}
      />
      <TextField
        multiline
        rows={3}
        maxLength={2000}
        label={intl.formatMessage({ id: 'chat.safety.comment' })}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
