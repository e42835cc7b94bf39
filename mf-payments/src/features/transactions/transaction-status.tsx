import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';

const STATUS_IDS: Record<string, string> = {
  pending: 'payments.transactions.status.pending',
  completed: 'payments.transactions.status.completed',
  failed: 'payments.transactions.status.failed',
  cancelled: 'payments.transactions.status.cancelled',
  expired: 'payments.transactions.status.expired',
  refunded: 'payments.transactions.status.refunded',
  charged_back: 'payments.transactions.status.chargedBack',
};

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'muted'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  charged_back: 'danger',
};

/** A payment's state as a word and a colour, never colour alone. */
export function TransactionStatus({ status }: { status: string }) {
  const intl = useIntl();
  const tone = TONE[status] ?? 'muted';
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-block',
        padding: `2px ${theme.space[2]}px`,
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.sm,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color:
          tone === 'success'
            ? theme.colors.success
            : tone === 'warning'
              ? theme.colors.warningText
              : tone === 'danger'
                ? theme.colors.danger
                : theme.colors.textMuted,
        background:
          tone === 'success'
            ? theme.colors.successSurface
            : tone === 'warning'
              ? theme.colors.warningSurface
              : tone === 'danger'
                ? theme.colors.dangerSurface
                : theme.colors.surfaceMuted,
      })}
    >
      {intl.formatMessage({ id: STATUS_IDS[status] ?? 'payments.transactions.status.pending' })}
    </span>
  );
}
