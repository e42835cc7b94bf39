// One toast: a short message with a dismiss button. The Toaster places and times them.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseButton } from '../close-button/close-button';
import type { ToastVariant } from '../../contract/bus-events';

export interface ToastProps {
  children: ReactNode;
  variant?: ToastVariant;
  onDismiss?: () => void;
  onPause?: () => void;
  onResume?: () => void;
}

const ACCENTS = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' } as const;

export function Toast({ children, variant = 'info', onDismiss, onPause, onResume }: ToastProps) {
  const intl = useIntl();
  return (
    <div
      // Errors interrupt; everything else waits its turn in the polite region around the list.
      role={variant === 'danger' ? 'alert' : undefined}
      data-variant={variant}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
      css={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space[3],
        width: '100%',
        padding: `${theme.space[3]}px ${theme.space[4]}px`,
        borderRadius: theme.radii.md,
        borderLeft: `4px solid ${theme.colors[ACCENTS[variant]]}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        boxShadow: theme.shadows.md,
        pointerEvents: 'auto',
      })}
    >
      <div css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
      {onDismiss && (
        <CloseButton label={intl.formatMessage({ id: 'shared.toast.dismiss' })} onClick={onDismiss} />
      )}
    </div>
  );
}
