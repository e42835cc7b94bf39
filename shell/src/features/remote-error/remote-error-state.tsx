// What an area shows when its remote could not be loaded or crashed: a translated alert with a retry.
import { FormattedMessage } from 'react-intl';
import { Alert, Button } from '@dating/shared';

export function RemoteErrorState({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div data-remote-error={remote}>
      <Alert
        variant="danger"
        title={<FormattedMessage id="shell.remoteError.title" />}
        action={
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="shell.remoteError.retry" />
          </Button>
        }
      />
    </div>
  );
}
