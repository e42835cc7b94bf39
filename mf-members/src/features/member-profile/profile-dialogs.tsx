// The profile's two dialogs, in their own chunk: blocking and reporting are rare, and the Modal with its form
// fields would otherwise download with every profile before it can show (issue 15's budget).
import { useIntl } from 'react-intl';
import type { ReportReason } from '@dating/shared';
import { ConfirmDialog, ReportDialog } from '@dating/shared/dialog';

export interface ProfileDialogsProps {
  name: string;
  confirmingBlock: boolean;
  reporting: boolean;
  onBlock: () => void;
  onCancelBlock: () => void;
  onCloseReport: () => void;
  onReport: (reason: ReportReason, comment: string) => Promise<void>;
}

export function ProfileDialogs({
  name,
  confirmingBlock,
  reporting,
  onBlock,
  onCancelBlock,
  onCloseReport,
  onReport,
}: ProfileDialogsProps) {
  const intl = useIntl();
  return (
    <>
      <ConfirmDialog
        open={confirmingBlock}
        title={intl.formatMessage({ id: 'members.profile.blockTitle' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'members.profile.block' })}
        cancelLabel={intl.formatMessage({ id: 'members.profile.cancel' })}
        danger
        onConfirm={onBlock}
        onCancel={onCancelBlock}
      >
        <p>{intl.formatMessage({ id: 'members.profile.blockConfirm' })}</p>
      </ConfirmDialog>
      <ReportDialog open={reporting} name={name} onClose={onCloseReport} onSubmit={onReport} />
    </>
  );
}
