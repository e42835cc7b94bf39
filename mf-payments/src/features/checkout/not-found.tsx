import { useIntl } from 'react-intl';
import { Button, EmptyState, pathFor } from '@dating/shared';

/** An id or method that does not exist here: the site's 404 wording, inside this remote's page. */
export function NotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      headingLevel={2}
      title={intl.formatMessage({ id: 'payments.checkout.notFound' })}
      action={
        <Button asLink href={pathFor('index')} variant="secondary">
          {intl.formatMessage({ id: 'payments.checkout.home' })}
        </Button>
      }
    />
  );
}
