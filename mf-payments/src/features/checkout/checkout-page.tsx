import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  createIdempotencyKey,
  type Issuer,
  navigate,
  PAYMENT_METHODS,
  type PaymentMethod,
  pathFor,
  Spinner,
  useErrorMessage,
  useLocation,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useTypedCode } from '../credits/credits-page';
import { useOffer } from '../credits/use-offer';
import { PageFrame } from '../page-frame/page-frame';
import { startPayment } from './api/start-payment';
import { BankSelect } from './bank-select';
import { leaveForCheckout } from './leave-for-checkout';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { MethodSelect } from './method-select';
import { methodName } from './method-names';
import { NotFound } from './not-found';
import { OrderSummary } from './order-summary';
import { PaymentStatus } from './payment-status';

const isMethod = (value: string | undefined): value is PaymentMethod =>
  value !== undefined && (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * `/credits/{id}/{paymentmethod?}`: method, then bank where the method has banks, then the confirm modal and
 * off to the provider's checkout; `?payment=` is the way back: pending, completed or failed.
 */
export function CheckoutPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { searchParams } = useLocation();
  const bundleId = Number(route.params.id);
  const method = isMethod(route.params.paymentmethod) ? route.params.paymentmethod : null;
  const paymentId = Number(searchParams.get('payment'));
  const [status, setStatus] = useState<string>('loading');
  const onStatus = useCallback((next: string) => setStatus(next), []);

  if (Number.isInteger(paymentId) && paymentId > 0) {
    return (
      <PageFrame
        route={route.name}
        focusKey={status}
        width="narrow"
        title={intl.formatMessage({
          id:
            status === 'completed'
              ? 'payments.status.titleCompleted'
              : status === 'pending' || status === 'loading'
                ? 'payments.status.titlePending'
                : 'payments.status.titleFailed',
        })}
      >
        <PaymentStatus paymentId={paymentId} bundleId={bundleId} method={method} onStatus={onStatus} />
      </PageFrame>
    );
  }
  return <Checkout route={route} bundleId={bundleId} method={method} />;
}

function Checkout({
  route,
  bundleId,
  method,
}: RemotePageProps & { bundleId: number; method: PaymentMethod | null }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const code = useTypedCode();
  const offer = useOffer(code);
  // The bank belongs to the method it was picked for: another method starts without one.
  const [picked, setPicked] = useState<{ method: PaymentMethod; issuer: Issuer } | null>(null);
  const issuer = picked && picked.method === method ? picked.issuer : null;
  const setIssuer = (next: Issuer | null) => setPicked(next && method ? { method, issuer: next } : null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(createIdempotencyKey);
  const start = useMutation({
    mutationFn: (chosen: PaymentMethod) =>
      startPayment(
        {
          bundleId,
          method: chosen,
          ...(issuer ? { issuer: issuer.id } : {}),
          ...(code ? { discountCode: code } : {}),
        },
        key,
      ),
    onSuccess: ({ checkoutUrl }) => leaveForCheckout(checkoutUrl),
    // A new attempt is a new payment: the next click must not replay this failed one.
    onError: () => setKey(createIdempotencyKey()),
  });
  const bundle = offer.data?.bundles.find((candidate) => candidate.id === bundleId);
  const option = method ? offer.data?.methods.find((candidate) => candidate.id === method) : undefined;
  const directDebit = option?.flow === 'direct_debit';
  useEffect(() => {
    // SEPA direct debit has its own form (mandate and SMS code).
    if (directDebit) navigate(pathFor('directdebit', {}, { bundle: bundleId }), { replace: true });
  }, [directDebit, bundleId]);

  const step = !method ? 'method' : option && option.issuers.length > 0 && !issuer ? 'bank' : 'confirm';
  const title = intl.formatMessage({
    id:
      step === 'method'
        ? 'payments.checkout.titleMethod'
        : step === 'bank'
          ? 'payments.checkout.titleBank'
          : 'payments.checkout.titleConfirm',
  });
  const frame = (children: ReactNode) => (
    <PageFrame route={route.name} focusKey={step} width="narrow" title={title}>
      {children}
    </PageFrame>
  );

  if (offer.isError) {
    return frame(
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
        <Alert variant="danger">{errorMessage(offer.error)}</Alert>
        <Button asLink href={pathFor('credits')} variant="secondary">
          {intl.formatMessage({ id: 'payments.checkout.backToCredits' })}
        </Button>
      </div>,
    );
  }
  if (!offer.data) return frame(<Spinner label={intl.formatMessage({ id: 'payments.credits.loading' })} />);
  if (!bundle || (method && !option)) return frame(<NotFound />);
  if (directDebit) return frame(<Spinner />);

  const withCode = (path: string) => (code ? `${path}?code=${encodeURIComponent(code)}` : path);
  return frame(
    <>
      <OrderSummary bundle={bundle} discount={offer.data.discount} />
      {start.isError && (
        <div css={(theme: Theme) => ({ marginBottom: theme.space[4] })}>
          <Alert variant="danger">{errorMessage(start.error)}</Alert>
        </div>
      )}
      {step === 'method' && (
        <MethodSelect
          methods={offer.data.methods}
          hrefFor={(candidate) =>
            withCode(pathFor('credits-id-paymentmethod', { id: bundleId, paymentmethod: candidate.id }))
          }
        />
      )}
      {step === 'bank' && option && (
        <BankSelect
          issuers={option.issuers}
          onChoose={(chosen) => {
            setIssuer(chosen);
            setConfirming(true);
          }}
        />
      )}
      {step === 'confirm' && method && (
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button onClick={() => setConfirming(true)} loading={start.isPending || start.isSuccess}>
            {intl.formatMessage(
              { id: 'payments.checkout.payWith' },
              { method: issuer ? `${methodName(intl, method)} (${issuer.name})` : methodName(intl, method) },
            )}
          </Button>
          {issuer && (
            <Button variant="ghost" onClick={() => setIssuer(null)}>
              {intl.formatMessage({ id: 'payments.checkout.otherBank' })}
            </Button>
          )}
          <Button
            asLink
            href={withCode(pathFor('credits-id-paymentmethod', { id: bundleId }))}
            variant="ghost"
          >
            {intl.formatMessage({ id: 'payments.checkout.otherMethod' })}
          </Button>
        </div>
      )}
      {method && (
        <ConfirmPaymentDialog
          open={confirming}
          bundle={bundle}
          method={method}
          bankName={issuer?.name ?? null}
          onConfirm={() => {
            setConfirming(false);
            start.mutate(method);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>,
  );
}
