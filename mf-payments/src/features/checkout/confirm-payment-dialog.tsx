import { useIntl } from 'react-intl';
import type { Bundle, PaymentMethod } from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { useMoney } from '../credits/money';
import { methodName } from './method-names';

/** The spec's payment confirm modal: one last look at what is bought, for how much and how, before leaving. */
export function ConfirmPaymentDialog({
  open,
  bundle,
  method,
  bankName,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  bundle: Bundle;
  method: PaymentMethod;
  bankName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const how = bankName ? `${methodName(intl, method)} (${bankName})` : methodName(intl, method);
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: 'payments.checkout.confirmTitle' })}
      confirmLabel={intl.formatMessage({ id: 'payments.checkout.payNow' })}
      cancelLabel={intl.formatMessage({ id: 'payments.checkout.back' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {intl.formatMessage(
          { id: 'payments.checkout.confirmText' },
          {
            credits: bundle.credits,
            amount: money.amount(bundle.discountedAmountCents ?? bundle.amountCents, bundle.currency),
            method: how,
          },
        )}
      </p>
      <p>{intl.formatMessage({ id: 'payments.checkout.confirmRedirect' })}</p>
    </ConfirmDialog>
  );
}
