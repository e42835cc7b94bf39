// The activation reminder as a modal: only on a phone straight after signup, so it is its own chunk
// (with Modal), not part of the member alerts every logged-in page loads.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';

export function ActivationModal({ text, onClose }: { text: ReactNode; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.activation.title' })}
      fullScreenBelow="md"
      footer={
        <Button fullWidth onClick={onClose}>
          <FormattedMessage id="shell.activation.understood" />
        </Button>
      }
    >
      <div data-testid="activation-modal">
        <p>{text}</p>
        <p>
          <FormattedMessage id="shell.activation.spam" />
        </p>
      </div>
    </Modal>
  );
}
