// An inline message box (info/success/warning/danger), optionally dismissible and with an action.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mediaDown } from '../../theme/media';
import { CloseButton } from '../close-button/close-button';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Renders a close button; the caller hides the alert (and remembers the dismissal if it should stay hidden). */
  onDismiss?: () => void;
  /** A button or link next to the text (e.g. "Enable notifications"). */
  action?: ReactNode;
  /**
   * `alert` interrupts screen readers: for something that just went wrong. Default: `alert` for danger,
   * none for the rest (a banner present at page load should not be announced as news).
   */
  role?: 'alert' | 'status' | 'none';
  /** Small type and padding, the action beside the text: a notice that must leave a phone's screen to the page. */
  compact?: boolean;
  className?: string;
}

const SURFACES = {
  info: ['infoSurface', 'info'],
  success: ['successSurface', 'success'],
  warning: ['warningSurface', 'warning'],
  danger: ['dangerSurface', 'danger'],
} as const;

export function Alert({
  variant = 'info',
  title,
  children,
  onDismiss,
  action,
  role,
  compact = false,
  className,
}: AlertProps) {
  const intl = useIntl();
  const resolvedRole = role ?? (variant === 'danger' ? 'alert' : 'none');
  const [surface, accent] = SURFACES[variant];
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      data-variant={variant}
      className={className}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: compact ? 'center' : 'flex-start',
        gap: compact ? theme.space[2] : theme.space[3],
        padding: compact
          ? `${theme.space[1]}px ${theme.space[2]}px`
          : `${theme.space[3]}px ${theme.space[4]}px`,
        fontSize: compact ? theme.fontSizes.sm : undefined,
        borderRadius: theme.radii.md,
        borderLeft: `4px solid ${theme.colors[accent]}`,
        background: theme.colors[surface],
        color: theme.colors.text,
      })}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        {title && <p css={(theme: Theme) => ({ margin: 0, fontWeight: theme.fontWeights.bold })}>{title}</p>}
        {children && <div css={{ '& > p': { margin: 0 } }}>{children}</div>}
      </div>
      {action && (
        <div
          css={{
            flexShrink: 0,
            alignSelf: 'center',
            // On a phone the action goes under the text, which keeps the width to read (the close button
            // stays beside it); a compact notice keeps it beside the text, one row less.
            [mediaDown('sm')]: compact ? {} : { order: 1, flexBasis: '100%', alignSelf: 'flex-start' },
          }}
        >
          {action}
        </div>
      )}
      {onDismiss && (
        <CloseButton label={intl.formatMessage({ id: 'shared.alert.dismiss' })} onClick={onDismiss} onTint />
      )}
    </div>
  );
}
