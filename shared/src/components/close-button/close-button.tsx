// The round × button that dismisses an alert or a toast.
import type { Theme } from '@emotion/react';

export interface CloseButtonProps {
  /** The accessible name (the × itself is hidden from screen readers). */
  label: string;
  onClick: () => void;
  /** On a tinted box (an alert's coloured surface) the hover darkens the tint rather than covering it. */
  onTint?: boolean;
}

export function CloseButton({ label, onClick, onTint = false }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      css={(theme: Theme) => ({
        flexShrink: 0,
        width: 32,
        height: 32,
        margin: -4,
        border: 0,
        borderRadius: theme.radii.pill,
        background: 'transparent',
        color: theme.colors.text,
        fontSize: 22,
        lineHeight: 1,
        cursor: 'pointer',
        '&:hover': { background: onTint ? 'rgba(0, 0, 0, 0.06)' : theme.colors.surfaceMuted },
        '&:focus-visible': theme.focusRing,
      })}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
