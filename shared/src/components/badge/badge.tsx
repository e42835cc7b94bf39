// A small count or label (navigation badges: unread messages, new likes, low credits).
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden';

export type BadgeVariant = 'primary' | 'secondary' | 'unread' | 'neutral' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** A number to show; capped (`99+` from 100 by default). */
  count?: number;
  /** Shown instead of a count (e.g. "New"). */
  children?: ReactNode;
  /** Counts above this show as `<max>+`. */
  max?: number;
  /** Render even when count is 0 (the credits badge shows 0 in danger style). */
  showZero?: boolean;
  variant?: BadgeVariant;
  /** What the number means, for screen readers ("3 unread messages"); the number itself is then hidden from them. */
  label?: string;
  className?: string;
}

export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}

const COLORS = {
  primary: ['primary', 'onPrimary'],
  secondary: ['secondary', 'onSecondary'],
  unread: ['unread', 'onUnread'],
  neutral: ['surfaceMuted', 'text'],
  success: ['success', 'onSuccess'],
  warning: ['warning', 'onWarning'],
  danger: ['danger', 'onDanger'],
} as const;

export function Badge({
  count,
  children,
  max = 99,
  showZero = false,
  variant = 'primary',
  label,
  className,
}: BadgeProps) {
  if (count !== undefined && count <= 0 && !showZero && !children) return null;
  const text = children ?? (count !== undefined ? formatBadgeCount(count, max) : null);
  if (text === null) return null;
  const [background, color] = COLORS[variant];
  return (
    <span
      className={className}
      data-variant={variant}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 20,
        height: 20,
        padding: '0 6px',
        borderRadius: theme.radii.pill,
        background: theme.colors[background],
        color: theme.colors[color],
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      })}
    >
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span css={visuallyHidden}>{label}</span>}
    </span>
  );
}
