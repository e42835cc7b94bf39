import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button, isApiError, pathFor, Spinner, useErrorMessage, useFormatters } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { methodName } from '../checkout/method-names';
import { useMoney } from '../credits/money';
import { PageFrame } from '../page-frame/page-frame';
import { getTransaction, invoiceUrl } from './api/transaction-calls';
import { TransactionStatus } from './transaction-status';

/** One payment: what, how, when, and its invoice once it is completed. */
export function TransactionDetail({ route, id }: RemotePageProps & { id: number }) {
  const intl = useIntl();
  const format = useFormatters();
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const transaction = useQuery({
    queryKey: ['transaction', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });
  const back = (
    <Button asLink variant="secondary" href={pathFor('transactions-id', {})}>
      {intl.formatMessage({ id: 'payments.transactions.back' })}
    </Button>
  );
  const item = transaction.data;
  return (
    <PageFrame
      route={route.name}
      focusKey={String(id)}
      width="narrow"
      title={intl.formatMessage({ id: 'payments.transactions.detailTitle' }, { id: String(id) })}
    >
      {transaction.isError && (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
          <Alert
            variant="danger"
            action={
              isApiError(transaction.error) && transaction.error.status === 404 ? undefined : (
                <Button size="sm" variant="secondary" onClick={() => void transaction.refetch()}>
                  {intl.formatMessage({ id: 'payments.transactions.retry' })}
                </Button>
              )
            }
          >
            {errorMessage(transaction.error)}
          </Alert>
          {back}
        </div>
      )}
      {transaction.isPending && (
        <Spinner label={intl.formatMessage({ id: 'payments.transactions.loading' })} />
      )}
      {item && (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], justifyItems: 'start' })}>
          <dl
            css={(theme: Theme) => ({
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: `${theme.space[2]}px ${theme.space[4]}px`,
              margin: 0,
              padding: theme.space[4],
              width: '100%',
              boxSizing: 'border-box',
              borderRadius: theme.radii.md,
              background: theme.colors.surface,
              boxShadow: theme.shadows.sm,
              '& dt': { color: theme.colors.textMuted },
              '& dd': { margin: 0, overflowWrap: 'anywhere' },
            })}
          >
            <dt>{intl.formatMessage({ id: 'payments.transactions.status' })}</dt>
            <dd>
              <TransactionStatus status={item.status} />
            </dd>
            <dt>{intl.formatMessage({ id: 'payments.transactions.creditsLabel' })}</dt>
            <dd>{format.number(item.credits)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.transactions.amount' })}</dt>
            <dd>{money.amount(item.amount, item.currency)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.transactions.method' })}</dt>
            <dd>{methodName(intl, item.method)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.transactions.date' })}</dt>
            <dd>
              <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
            </dd>
            {item.completed_at && (
              <>
                <dt>{intl.formatMessage({ id: 'payments.transactions.completedAt' })}</dt>
                <dd>
                  <time dateTime={item.completed_at}>{format.dateTime(item.completed_at)}</time>
                </dd>
              </>
            )}
          </dl>
          {item.invoice ? (
            <Button asLink href={invoiceUrl(item.id)} target="_blank" rel="noopener">
              {intl.formatMessage({ id: 'payments.transactions.invoice' })}
            </Button>
          ) : (
            <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.transactions.noInvoice' })}</p>
          )}
          {back}
        </div>
      )}
    </PageFrame>
  );
}
