// /directdebit?bundle=<id>: the SEPA mandate form, then the SMS code, then the credits. The checkout's
// method select sends SEPA here; blocked members and members over their limit are told so up front and
// offered the other methods.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  createIdempotencyKey,
  type DirectDebitStartResponse,
  EmptyState,
  getBus,
  pathFor,
  type PaymentResult,
  Spinner,
  useErrorMessage,
  useLocation,
  useSession,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { OrderSummary } from '../checkout/order-summary';
import { useOffer } from '../credits/use-offer';
import { PageFrame } from '../page-frame/page-frame';
import { getCompanyInfo, getDirectDebitStatus, startDirectDebit } from './api/direct-debit-calls';
import { DebitDone } from './debit-done';
import { serverFieldProblem } from './direct-debit-errors';
import { MandateForm } from './mandate-form';
import { SmsCodeStep } from './sms-code-step';
import { electronicIban, type MandateValues } from './validate-mandate';

type Step =
  | { name: 'form' }
  | { name: 'code'; mandate: DirectDebitStartResponse }
  | { name: 'done'; result: PaymentResult };

export function DirectDebitPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { searchParams } = useLocation();
  const { user } = useSession();
  const bundleId = Number(searchParams.get('bundle'));
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [typed, setTyped] = useState<MandateValues | undefined>(undefined);

  const offer = useOffer();
  const status = useQuery({
    queryKey: ['direct-debit-status'],
    queryFn: ({ signal }) => getDirectDebitStatus(signal),
  });
  const company = useQuery({
    queryKey: ['company-info'],
    queryFn: ({ signal }) => getCompanyInfo(signal),
    staleTime: Infinity,
  });
  const start = useMutation({
    mutationFn: (body: Parameters<typeof startDirectDebit>[0]) =>
      startDirectDebit(body, createIdempotencyKey()),
    onSuccess: (mandate) => setStep({ name: 'code', mandate }),
  });
  useEffect(() => {
    // The balance and premium badge in the navigation follow at once.
    if (step.name === 'done') getBus().publish('session.reload-requested', {});
  }, [step.name]);

  const titleId =
    step.name === 'code'
      ? 'payments.directDebit.titleCode'
      : step.name === 'done'
        ? 'payments.directDebit.titleDone'
        : 'payments.directDebit.title';
  const frame = (children: React.ReactNode) => (
    <PageFrame
      route={route.name}
      focusKey={step.name}
      width="narrow"
      title={intl.formatMessage({ id: titleId })}
    >
      {children}
    </PageFrame>
  );

  if (step.name === 'done') return frame(<DebitDone result={step.result} />);

  const bundle = offer.data?.bundles.find((candidate) => candidate.id === bundleId);
  const otherMethods = (
    <Button
      asLink
      variant="secondary"
      href={bundle ? pathFor('credits-id-paymentmethod', { id: bundleId }) : pathFor('credits')}
    >
      {intl.formatMessage({ id: 'payments.directDebit.otherMethods' })}
    </Button>
  );
  const failed = offer.error ?? status.error ?? company.error;
  if (failed) {
    return frame(
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
        <Alert
          variant="danger"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void Promise.all([offer.refetch(), status.refetch(), company.refetch()])}
            >
              {intl.formatMessage({ id: 'payments.directDebit.retry' })}
            </Button>
          }
        >
          {errorMessage(failed)}
        </Alert>
      </div>,
    );
  }
  if (!offer.data || !status.data || !company.data) {
    return frame(<Spinner label={intl.formatMessage({ id: 'payments.directDebit.loading' })} />);
  }
  if (!bundle) {
    return frame(
      <EmptyState
        title={intl.formatMessage({ id: 'payments.directDebit.noBundleTitle' })}
        description={intl.formatMessage({ id: 'payments.directDebit.noBundleText' })}
        action={
          <Button asLink href={pathFor('credits')}>
            {intl.formatMessage({ id: 'payments.directDebit.chooseBundle' })}
          </Button>
        }
      />,
    );
  }
  if (status.data.blocked || status.data.limit_reached) {
    return frame(
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
        <Alert variant={status.data.blocked ? 'danger' : 'warning'}>
          {intl.formatMessage({
            id: status.data.blocked
              ? 'payments.directDebit.errors.blocked'
              : 'payments.directDebit.errors.limitReached',
          })}
        </Alert>
        {otherMethods}
      </div>,
    );
  }

  return frame(
    <>
      <OrderSummary bundle={bundle} discount={offer.data.discount} />
      {step.name === 'code' ? (
        <SmsCodeStep
          mandate={step.mandate}
          onConfirmed={(result) => setStep({ name: 'done', result })}
          onNewMandate={(mandate) => setStep({ name: 'code', mandate })}
          onStartOver={() => {
            start.reset();
            setStep({ name: 'form' });
          }}
        />
      ) : (
        <>
          <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space[3]}px` })}>
            {intl.formatMessage({ id: 'payments.directDebit.intro' })}
          </p>
          <MandateForm
            country={user?.profile.country || 'NL'}
            companyName={company.data.name}
            submitting={start.isPending}
            serverProblem={serverFieldProblem(start.error)}
            error={start.error && !serverFieldProblem(start.error) ? errorMessage(start.error) : null}
            initial={typed}
            onSubmit={(values) => {
              setTyped(values);
              start.mutate({
                ...values,
                iban: electronicIban(values.iban),
                authorized: true,
                bundle_id: bundleId,
              });
            }}
          />
          <div css={(theme: Theme) => ({ marginTop: theme.space[4] })}>{otherMethods}</div>
        </>
      )}
    </>,
  );
}
