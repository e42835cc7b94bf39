import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, pathFor, Spinner, useBusState, useSession } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { BundleList } from '../credits/bundle-list';
import { useOffer } from '../credits/use-offer';
import { PageFrame } from '../page-frame/page-frame';

/** `/pricing` (public): the bundles and what credits buy, for visitors as much as for members. */
export function PricingPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { known, user } = useSession();
  const settings = useBusState('settings.loaded')?.settings;
  const offer = useOffer(null);
  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({ id: 'payments.pricing.title' })}
      lead={intl.formatMessage({ id: 'payments.pricing.lead' })}
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
        {offer.isError && <ErrorState error={offer.error} onRetry={() => offer.refetch()} headingLevel={2} />}
        {!offer.data && !offer.isError && (
          <Spinner label={intl.formatMessage({ id: 'payments.credits.loading' })} />
        )}
        {offer.data && offer.data.bundles.length === 0 && (
          <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'payments.credits.emptyTitle' })} />
        )}
        {offer.data && offer.data.bundles.length > 0 && known && (
          <BundleList
            bundles={offer.data.bundles}
            actionLabel={intl.formatMessage({ id: user ? 'payments.credits.buy' : 'payments.pricing.logIn' })}
            actionHref={(bundle) =>
              user ? pathFor('credits-id-paymentmethod', { id: bundle.id }) : pathFor('login')
            }
          />
        )}
        {settings && (
          <section aria-labelledby="payments-pricing-costs">
            <h2
              id="payments-pricing-costs"
              css={(theme: Theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}
            >
              {intl.formatMessage({ id: 'payments.pricing.costsTitle' })}
            </h2>
            <ul>
              <li>
                {intl.formatMessage(
                  { id: 'payments.pricing.messageCost' },
                  { count: settings.message_credits },
                )}
              </li>
              <li>
                {intl.formatMessage({ id: 'payments.pricing.giftCost' }, { count: settings.gift_credits })}
              </li>
            </ul>
            <p>{intl.formatMessage({ id: 'payments.pricing.refund' }, { days: settings.refund_days })}</p>
          </section>
        )}
        <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'payments.credits.noSubscription' })}</p>
      </div>
    </PageFrame>
  );
}
