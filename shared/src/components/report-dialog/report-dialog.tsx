// Reporting a member, from their profile or from a chat: one reason from the list the API accepts, and what
// happened in the reporter's words. The caller says what else the report carries (e.g. the chat's messages).
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared';
import type { ReportReason } from '../../contract/members-api';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import { Modal } from '../modal/modal';

// A Record, so the dialog offers exactly the reasons the API accepts, in this order.
const REASON_IDS: Record<ReportReason, string> = {
  fake: 'shared.report.reason.fake',
  offensive: 'shared.report.reason.offensive',
  spam: 'shared.report.reason.spam',
  scam: 'shared.report.reason.scam',
  underage: 'shared.report.reason.underage',
  other: 'shared.report.reason.other',
};
const REASONS = Object.keys(REASON_IDS) as ReportReason[];

export interface ReportDialogProps {
  open: boolean;
  /** The reported member's name, in the title. */
  name: string;
  /** What the report carries besides the reason, said before the form (e.g. "the last 20 messages"). */
  evidence?: ReactNode;
  onClose: () => void;
  /** Sends the report and says how it went (a toast); the dialog stays busy until it settles. */
  onSubmit: (reason: ReportReason, comment: string) => Promise<void>;
}

export function ReportDialog({ open, name, evidence, onClose, onSubmit }: ReportDialogProps) {
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
      title={intl.formatMessage({ id: 'shared.report.title' }, { name })}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'shared.report.cancel' })}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={busy}>
            {intl.formatMessage({ id: 'shared.report.send' })}
          </Button>
        </>
      }
    >
      {evidence && <p>{evidence}</p>}
      <SelectField
        label={intl.formatMessage({ id: 'shared.report.reason' })}
        required
        placeholder
        value={reason}
        error={missing && !reason ? intl.formatMessage({ id: 'shared.report.reasonMissing' }) : undefined}
        options={REASONS.map((value) => ({ value, label: intl.formatMessage({ id: REASON_IDS[value] }) }))}
        onChange={(event) => setReason(event.target.value as ReportReason | '')}
      />
      <TextField
        multiline
        rows={3}
        maxLength={2000}
        label={intl.formatMessage({ id: 'shared.report.comment' })}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
