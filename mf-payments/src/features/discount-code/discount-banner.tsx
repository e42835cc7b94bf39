// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useIntl } from 'react-intl';
import { Alert, type DiscountCode, TIME_BONUS_CODE, useFormatters } from '@dating/shared';

/** The discount the prices below include: the time bonus, the welcome discount, or a typed code. */
export function DiscountBanner({ discount }: { discount: DiscountCode }) {
  const intl = useIntl();
  const format = useFormatters();
  const percent = format.percent(discount.percentage);
  const title =
    discount.code === TIME_BONUS_CODE
      ? intl.formatMessage({ id: 'payments.discount.timeBonus' }, { percent })
      : discount.code === 'WELCOME'
        ? intl.formatMessage({ id: 'payments.discount.welcome' }, { percent })
        : intl.formatMessage({ id: 'payments.discount.code' }, { percent, code: discount.code });
  return (
    <Alert variant="success" role="status" title={title}>
      {discount.expires &&
        intl.formatMessage(
          { id: 'payments.discount.validUntil' },
          { time: format.dateTime(discount.expires) },
        )}
    </Alert>
  );
}
