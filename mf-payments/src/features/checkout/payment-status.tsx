import type { Theme } from '@emotion/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ErrorState,
  getBus,
  isApiError,
  pathFor,
  type PaymentMethod,
  type PaymentStatusView,
  Spinner,
  useBusEvent,
} from '@dating/shared';
import { getPayment } from './api/get-payment';
import { NotFound } from './not-found';

/** How often the pending page asks while the provider has not answered (the live event is quicker). */
export const PENDING_POLL_MS = 2000;
/** After this long a pending payment gets the "this can take a few minutes" note. */
export const SLOW_AFTER_MS = 20_000;

/** The member is back from the checkout: pending until the provider answers, then completed or failed. */
export function PaymentStatus({
  paymentId,
  bundleId,
  method,
  onStatus,
}: {
  paymentId: number;
  bundleId: number;
  method: PaymentMethod | null;
  onStatus: (status: PaymentStatusView['status'] | 'loading') => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: ['payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  // A purchase on the server reaches every open tab as credits.changed: ask again at once.
  useBusEvent('live.credits.changed', () => void payment.refetch());

  const status = payment.data?.status ?? 'loading';
  useEffect(() => onStatus(status), [status, onStatus]);

  const announced = useRef(false);
  useEffect(() => {
    if (status !== 'completed' || announced.current) return;
    announced.current = true;
    // The shell reloads the user, so the navigation switches from 'get premium' to the credits badge.
    getBus().publish('session.reload-requested', {});
    void queryClient.invalidateQueries({ queryKey: ['offer'] });
  }, [status, queryClient]);

  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (payment.isError) {
    if (isApiError(payment.error) && payment.error.status === 404) return <NotFound />;
    return <ErrorState error={payment.error} onRetry={() => payment.refetch()} headingLevel={2} />;
  }
  const view = payment.data;
  if (!view) return <Spinner label={intl.formatMessage({ id: 'payments.status.loading' })} />;

  const retryHref = method
    ? pathFor('credits-id-paymentmethod', { id: bundleId, paymentmethod: method })
    : pathFor('credits-id-paymentmethod', { id: bundleId });
  const column = (theme: Theme) => ({ display: 'grid', gap: theme.space[4], justifyItems: 'start' as const });

  switch (view.status) {
    case 'pending':
      return (
        <div css={column} role="status">
          <Spinner decorative />
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.status.pending' })}</p>
          {slow && <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.status.slow' })}</p>}
        </div>
      );
    case 'completed':
      return (
        <div css={column}>
          <Alert
            variant="success"
            role="status"
            title={intl.formatMessage({ id: 'payments.status.completedTitle' })}
          >
            {intl.formatMessage(
              { id: 'payments.status.completedText' },
              { credits: view.credits, balance: view.balance },
            )}
          </Alert>
          {view.paidUser && (
            <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.status.premium' })}</p>
          )}
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            <Button asLink href={pathFor('members')}>
              {intl.formatMessage({ id: 'payments.status.toMembers' })}
            </Button>
            <Button asLink href={pathFor('credits')} variant="secondary">
              {intl.formatMessage({ id: 'payments.status.buyMore' })}
            </Button>
          </div>
        </div>
      );
    case 'refunded':
    case 'charged_back':
      return (
        <Alert variant="info">
          {intl.formatMessage({
            id: view.status === 'refunded' ? 'payments.status.refunded' : 'payments.status.chargedBack',
          })}
        </Alert>
      );
    default:
      return (
        <div css={column}>
          <Alert variant="danger" title={intl.formatMessage({ id: 'payments.status.failedTitle' })}>
            {intl.formatMessage({ id: 'payments.status.failed' })}
          </Alert>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            <Button asLink href={retryHref}>
              {intl.formatMessage({ id: 'payments.status.retry' })}
            </Button>
            <Button asLink href={pathFor('credits-id-paymentmethod', { id: bundleId })} variant="secondary">
              {intl.formatMessage({ id: 'payments.status.otherMethod' })}
            </Button>
          </div>
        </div>
      );
  }
}
