// /transactions: the member's payments; /transactions/{id}: one payment with its invoice.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  Link,
  mediaDown,
  pathFor,
  Spinner,
  type Transaction,
  useErrorMessage,
  useFormatters,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { methodName } from '../checkout/method-names';
import { useMoney } from '../credits/money';
import { PageFrame } from '../page-frame/page-frame';
import { getTransactions } from './api/transaction-calls';
import { TransactionDetail } from './transaction-detail';
import { TransactionStatus } from './transaction-status';

export function TransactionsPage({ route }: RemotePageProps) {
  const id = Number(route.params.id);
  if (Number.isInteger(id) && id > 0) return <TransactionDetail route={route} id={id} />;
  return <TransactionList route={route} />;
}

function TransactionList({ route }: RemotePageProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const list = useQuery({ queryKey: ['transactions'], queryFn: ({ signal }) => getTransactions(signal) });
  return (
    <PageFrame
      route={route.name}
      width="narrow"
      title={intl.formatMessage({ id: 'payments.transactions.title' })}
    >
      {list.isError && (
        <Alert
          variant="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              {intl.formatMessage({ id: 'payments.transactions.retry' })}
            </Button>
          }
        >
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && <Spinner label={intl.formatMessage({ id: 'payments.transactions.loading' })} />}
      {list.data && list.data.items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'payments.transactions.emptyTitle' })}
          description={intl.formatMessage({ id: 'payments.transactions.emptyText' })}
          action={
            <Button asLink href={pathFor('credits')}>
              {intl.formatMessage({ id: 'payments.transactions.buy' })}
            </Button>
          }
        />
      )}
      {list.data && list.data.items.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'payments.transactions.title' })}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[2],
          })}
        >
          {list.data.items.map((item) => (
            <li key={item.id}>
              <TransactionRow item={item} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function TransactionRow({ item }: { item: Transaction }) {
  const intl = useIntl();
  const format = useFormatters();
  const money = useMoney();
  return (
    <Link
      href={pathFor('transactions-id', { id: item.id })}
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto auto',
        alignItems: 'center',
        gap: theme.space[3],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
        color: theme.colors.text,
        textDecoration: 'none',
        '&:hover': { boxShadow: theme.shadows.md },
        '&:focus-visible': theme.focusRing,
        // On a phone the status goes under the amount, so the credits and method keep room to wrap.
        [mediaDown('sm')]: {
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          '& > :last-child': { gridColumn: '2', justifySelf: 'end' },
        },
      })}
    >
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong>
          {intl.formatMessage({ id: 'payments.credits.bundleCredits' }, { count: item.credits })}
        </strong>
        <br />
        <span css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          <time dateTime={item.created_at}>{format.date(item.created_at)}</time> ·{' '}
          {methodName(intl, item.method)}
        </span>
      </span>
      <span css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money.amount(item.amount, item.currency)}</span>
      <TransactionStatus status={item.status} />
    </Link>
  );
}
