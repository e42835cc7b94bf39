// Why a message could not go, in words people understand, with the way out where there is one.
import { useIntl } from 'react-intl';
import { Alert, Button, isApiError, pathFor, useErrorMessage } from '@dating/shared';

export function SendError({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const id = isApiError(error) ? error.errorId : null;
  const action =
    id === 'insufficient_credits' ? (
      <Button asLink size="sm" href={pathFor('credits')}>
        {intl.formatMessage({ id: 'chat.conversation.buyCredits' })}
      </Button>
    ) : id === 'conversation_limit_reached' || id === 'premium_required' ? (
      <Button asLink size="sm" href={pathFor('premium')}>
        {intl.formatMessage({ id: 'chat.conversation.getPremium' })}
      </Button>
    ) : undefined;
  return (
    <Alert
      variant={id === 'email_not_confirmed' ? 'warning' : 'danger'}
      onDismiss={onDismiss}
      action={action}
    >
      {errorMessage(error)}
    </Alert>
  );
}
