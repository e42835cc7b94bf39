// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { Bundle, DiscountCode } from '@dating/shared';
import { useMoney } from '../credits/money';

/** What is being bought: credits, the price to pay and, when one applies, the discount. */
export function OrderSummary({ bundle, discount }: { bundle: Bundle; discount: DiscountCode | null }) {
  const intl = useIntl();
  const money = useMoney();
  const pays = bundle.discountedAmountCents ?? bundle.amountCents;
  return (
    <dl
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: `${theme.space[1]}px ${theme.space[3]}px`,
        margin: `0 0 ${theme.space[4]}px`,
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        '& dd': { margin: 0, overflowWrap: 'anywhere' },
        '& dt': { color: theme.colors.textMuted },
      })}
    >
      <dt>{intl.formatMessage({ id: 'payments.checkout.summaryCredits' })}</dt>
      <dd>{intl.formatMessage({ id: 'payments.credits.bundleCredits' }, { count: bundle.credits })}</dd>
      {bundle.discountedAmountCents !== null && discount && (
        <>
          <dt>{intl.formatMessage({ id: 'payments.checkout.summaryDiscount' })}</dt>
          <dd>
            {discount.code} (−{money.amount(bundle.amountCents - pays, bundle.currency)})
          </dd>
        </>
      )}
      <dt>{intl.formatMessage({ id: 'payments.checkout.summaryTotal' })}</dt>
      <dd>
        <strong>{money.amount(pays, bundle.currency)}</strong>
      </dd>
    </dl>
  );
}
