// /credits/repeat-order: the last bundle again in one click, paid with the stored SEPA mandate. When that
// fails the member may try again or pay with PayPal instead (spec section 8).
import type { Theme } from '@emotion/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  createIdempotencyKey,
  EmptyState,
  getBus,
  pathFor,
  Spinner,
  useErrorMessage,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useMoney } from '../credits/money';
import { DebitDone } from '../direct-debit/debit-done';
import { PageFrame } from '../page-frame/page-frame';
import { getRepeatOrder, repeatOrder } from './api/repeat-order-calls';

export function RepeatOrderPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const status = useQuery({ queryKey: ['repeat-order'], queryFn: ({ signal }) => getRepeatOrder(signal) });
  // One key per attempt: a network retry of this click is answered once; "Try again" is a new attempt.
  const [key, setKey] = useState(createIdempotencyKey);
  const buy = useMutation({
    mutationFn: () => repeatOrder(key),
    onError: () => setKey(createIdempotencyKey()),
  });
  useEffect(() => {
    if (buy.isSuccess) getBus().publish('session.reload-requested', {});
  }, [buy.isSuccess]);

  const frame = (children: React.ReactNode) => (
    <PageFrame
      route={route.name}
      focusKey={buy.isSuccess ? 'done' : 'order'}
      width="narrow"
      title={intl.formatMessage({
        id: buy.isSuccess ? 'payments.directDebit.titleDone' : 'payments.repeatOrder.title',
      })}
    >
      {children}
    </PageFrame>
  );

  if (buy.data) return frame(<DebitDone result={buy.data} />);
  if (status.isError) {
    return frame(
      <Alert
        variant="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            {intl.formatMessage({ id: 'payments.repeatOrder.retry' })}
          </Button>
        }
      >
        {errorMessage(status.error)}
      </Alert>,
    );
  }
  if (!status.data)
    return frame(<Spinner label={intl.formatMessage({ id: 'payments.repeatOrder.loading' })} />);
  const { bundle, last_order: last } = status.data;
  if (!bundle || !last) {
    return frame(
      <EmptyState
        title={intl.formatMessage({ id: 'payments.repeatOrder.emptyTitle' })}
        description={intl.formatMessage({ id: 'payments.repeatOrder.emptyText' })}
        action={
          <Button asLink href={pathFor('credits')}>
            {intl.formatMessage({ id: 'payments.repeatOrder.chooseBundle' })}
          </Button>
        }
      />,
    );
  }

  const paypal = (
    <Button
      asLink
      variant="secondary"
      href={pathFor('credits-id-paymentmethod', { id: bundle.id, paymentmethod: 'paypal' })}
    >
      {intl.formatMessage({ id: 'payments.repeatOrder.paypal' })}
    </Button>
  );
  const unavailable = status.data.blocked
    ? 'payments.directDebit.errors.blocked'
    : status.data.limit_reached
      ? 'payments.directDebit.errors.limitReached'
      : null;

  return frame(
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], justifyItems: 'start' })}>
      <p css={{ margin: 0, fontSize: '1.125rem' }}>
        {intl.formatMessage(
          { id: 'payments.repeatOrder.summary' },
          {
            credits: <strong key="credits">{last.credits}</strong>,
            amount: <strong key="amount">{money.amount(last.amount, last.currency)}</strong>,
          },
        )}
      </p>
      {/* A discount of the last order (the time bonus) may be over: the debit takes the price of now. */}
      {bundle.amount !== last.amount || bundle.currency !== last.currency ? (
        <p css={{ margin: 0 }}>
          {intl.formatMessage(
            { id: 'payments.repeatOrder.priceNow' },
            { amount: <strong key="amount">{money.amount(bundle.amount, bundle.currency)}</strong> },
          )}
        </p>
      ) : null}
      {status.data.method === null ? (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.repeatOrder.noMandate' })}</p>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            <Button asLink href={pathFor('directdebit', {}, { bundle: bundle.id })}>
              {intl.formatMessage({ id: 'payments.repeatOrder.setUpMandate' })}
            </Button>
            <Button asLink variant="secondary" href={pathFor('credits-id-paymentmethod', { id: bundle.id })}>
              {intl.formatMessage({ id: 'payments.repeatOrder.otherMethods' })}
            </Button>
          </div>
        </>
      ) : unavailable ? (
        <>
          <Alert variant="warning">{intl.formatMessage({ id: unavailable })}</Alert>
          {paypal}
        </>
      ) : (
        <>
          <p css={{ margin: 0 }}>
            {intl.formatMessage(
              { id: 'payments.repeatOrder.mandate' },
              { iban: status.data.iban_masked ?? '' },
            )}
          </p>
          {buy.isError && (
            <Alert variant="danger">
              {errorMessage(buy.error)} {intl.formatMessage({ id: 'payments.repeatOrder.failedHint' })}
            </Alert>
          )}
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            <Button onClick={() => buy.mutate()} loading={buy.isPending} disabled={buy.isPending}>
              {intl.formatMessage({
                id: buy.isError ? 'payments.repeatOrder.tryAgain' : 'payments.repeatOrder.buy',
              })}
            </Button>
            {buy.isError && paypal}
          </div>
        </>
      )}
    </div>,
  );
}
