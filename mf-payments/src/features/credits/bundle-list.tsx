// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Badge, Button, type Bundle, visuallyHidden } from '@dating/shared';
import { useMoney } from './money';

/**
 * The bundles as cards: credits, the price (the old one struck through when a discount applies) and the
 * price per credit. One column on a phone, up to four on a desktop.
 */
export function BundleList({
  bundles,
  actionLabel,
  actionHref,
}: {
  bundles: Bundle[];
  actionLabel: string;
  actionHref: (bundle: Bundle) => string;
}) {
  const intl = useIntl();
  const money = useMoney();
  return (
    <ul
      css={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space[3],
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
      })}
    >
      {bundles.map((bundle) => {
        const pays = bundle.discountedAmountCents ?? bundle.amountCents;
        const creditsText = intl.formatMessage(
          { id: 'payments.credits.bundleCredits' },
          { count: bundle.credits },
        );
        return (
          <li
            key={bundle.id}
            aria-label={creditsText}
            css={(theme: Theme) => ({
              display: 'grid',
              gap: theme.space[2],
              alignContent: 'start',
              padding: theme.space[4],
              borderRadius: theme.radii.lg,
              background: theme.colors.surface,
              boxShadow: bundle.popular ? theme.shadows.md : theme.shadows.sm,
              border: `2px solid ${bundle.popular ? theme.colors.primary : 'transparent'}`,
            })}
          >
            {bundle.popular && (
              <span>
                <Badge variant="primary">{intl.formatMessage({ id: 'payments.credits.popular' })}</Badge>
              </span>
            )}
            <span
              css={(theme: Theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold })}
            >
              {creditsText}
            </span>
            <span css={(theme: Theme) => ({ fontSize: theme.fontSizes.lg })}>
              {bundle.discountedAmountCents !== null && (
                <>
                  <s
                    css={(theme: Theme) => ({
                      color: theme.colors.textMuted,
                      marginInlineEnd: theme.space[2],
                    })}
                  >
                    <span css={visuallyHidden}>
                      {intl.formatMessage({ id: 'payments.credits.oldPrice' })}
                    </span>
                    {money.amount(bundle.amountCents, bundle.currency)}
                  </s>{' '}
                </>
              )}
              <strong>{money.amount(pays, bundle.currency)}</strong>
            </span>
            <span css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
              {intl.formatMessage(
                { id: 'payments.credits.perCredit' },
                { price: money.perCredit(bundle.pricePerCreditCents, bundle.currency) },
              )}
            </span>
            <Button asLink href={actionHref(bundle)} fullWidth>
              {actionLabel}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
