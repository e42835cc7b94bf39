// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Alert, Button, pathFor, type PaymentResult } from '@dating/shared';

/** The debit went through: the credits are there; the mandate reference and the way to the invoice. */
export function DebitDone({ result }: { result: PaymentResult }) {
  const intl = useIntl();
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
      <Alert variant="success" role="status">
        {intl.formatMessage(
          { id: 'payments.directDebit.done.credited' },
          { credits: result.credits, balance: result.balance },
        )}
      </Alert>
      {result.mandate_reference && (
        <p css={{ margin: 0 }}>
          {intl.formatMessage(
            { id: 'payments.directDebit.done.reference' },
            { reference: <strong key="reference">{result.mandate_reference}</strong> },
          )}
        </p>
      )}
      <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.directDebit.done.mail' })}</p>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        <Button asLink href={pathFor('members')}>
          {intl.formatMessage({ id: 'payments.directDebit.done.toMembers' })}
        </Button>
        <Button asLink variant="secondary" href={pathFor('transactions-id', { id: result.payment_id })}>
          {intl.formatMessage({ id: 'payments.directDebit.done.toTransaction' })}
        </Button>
      </div>
    </div>
  );
}
