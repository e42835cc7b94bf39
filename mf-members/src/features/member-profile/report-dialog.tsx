import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ReportReason } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import { SelectField, TextField } from '@dating/shared/forms';

// A Record, so the dialog offers exactly the reasons the API accepts, in this order.
const REASON_IDS: Record<ReportReason, string> = {
  fake: 'members.profile.reportReason.fake',
  offensive: 'members.profile.reportReason.offensive',
  spam: 'members.profile.reportReason.spam',
  scam: 'members.profile.reportReason.scam',
  underage: 'members.profile.reportReason.underage',
  other: 'members.profile.reportReason.other',
};
const REPORT_REASONS = Object.keys(REASON_IDS) as ReportReason[];

export function ReportDialog({
  open,
  name,
  onClose,
  onSubmit,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (reason: ReportReason, comment: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState<ReportReason | ''>('');
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
      title={intl.formatMessage({ id: 'members.profile.reportTitle' }, { name })}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'members.profile.cancel' })}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={busy}>
            {intl.formatMessage({ id: 'members.profile.reportSend' })}
          </Button>
        </>
      }
    >
      <SelectField
        label={intl.formatMessage({ id: 'members.profile.reportReason' })}
        required
        placeholder
        value={reason}
        error={
          missing && !reason ? intl.formatMessage({ id: 'members.profile.reportReasonMissing' }) : undefined
        }
        options={REPORT_REASONS.map((value) => ({
          value,
          label: intl.formatMessage({ id: REASON_IDS[value] }),
        }))}
        onChange={(event) => setReason(event.target.value as ReportReason | '')}
      />
      <TextField
        multiline
        rows={3}
        maxLength={2000}
        label={intl.formatMessage({ id: 'members.profile.reportComment' })}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
