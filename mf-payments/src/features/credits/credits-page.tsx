// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import {
  Alert,
  EmptyState,
  ErrorState,
  navigate,
  pathFor,
  Spinner,
  useErrorMessage,
  useLocation,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { DiscountBanner } from '../discount-code/discount-banner';
import { DiscountCodeForm } from '../discount-code/discount-code-form';
import { PageFrame } from '../page-frame/page-frame';
import { BundleList } from './bundle-list';
import { useOffer } from './use-offer';

/** `?code=` keeps a typed discount code through reloads and into the payment flow. */
export function useTypedCode(): string | null {
  const code = useLocation().searchParams.get('code')?.trim().toUpperCase();
  return code ? code.slice(0, 40) : null;
}

export function CreditsPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const code = useTypedCode();
  const base = useOffer(null);
  const withCode = useOffer(code);
  // A code that does not apply leaves the prices as they were, with the reason on the code field.
  const codeFailed = code !== null && withCode.isError;
  const offer = code !== null && withCode.data ? withCode.data : base.data;
  const setCode = (next: string | null) =>
    navigate(pathFor('credits', {}, { code: next }), { replace: true });

  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({ id: 'payments.credits.title' })}
      lead={intl.formatMessage({ id: 'payments.credits.lead' })}
    >
      {base.isError && !offer && (
        <ErrorState error={base.error} onRetry={() => base.refetch()} headingLevel={2} />
      )}
      {!offer && !base.isError && <Spinner label={intl.formatMessage({ id: 'payments.credits.loading' })} />}
      {offer && (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
          {offer.member && (
            <p css={{ margin: 0 }}>
              {intl.formatMessage({ id: 'payments.credits.balance' }, { count: offer.member.credits })}
            </p>
          )}
          {offer.member?.creditsFrozen && (
            <Alert variant="warning">{intl.formatMessage({ id: 'payments.credits.frozen' })}</Alert>
          )}
          {offer.discount && <DiscountBanner discount={offer.discount} />}
          {offer.bundles.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={intl.formatMessage({ id: 'payments.credits.emptyTitle' })}
              description={intl.formatMessage({ id: 'payments.credits.emptyText' })}
            />
          ) : (
            <BundleList
              bundles={offer.bundles}
              actionLabel={intl.formatMessage({ id: 'payments.credits.buy' })}
              actionHref={(bundle) =>
                pathFor('credits-id-paymentmethod', { id: bundle.id }, { code: codeFailed ? null : code })
              }
            />
          )}
          <DiscountCodeForm
            key={code ?? ''}
            applied={code}
            checking={code !== null && withCode.isFetching}
            error={codeFailed ? errorMessage(withCode.error) : null}
            onApply={(next) => setCode(next)}
            onRemove={() => setCode(null)}
          />
          <p
            css={(theme: Theme) => ({
              margin: 0,
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
            })}
          >
            {intl.formatMessage({ id: 'payments.credits.noSubscription' })}
          </p>
        </div>
      )}
    </PageFrame>
  );
}
