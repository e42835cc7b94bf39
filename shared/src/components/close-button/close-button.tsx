// The round × button that dismisses an alert, a toast or a dialog.
import type { Theme } from '@emotion/react';

export type CloseButtonSize = 'sm' | 'lg';

export interface CloseButtonProps {
  /** The accessible name (the × itself is hidden from screen readers). */
  label: string;
  onClick: () => void;
  /** On a tinted box (an alert's coloured surface) the hover darkens the tint rather than covering it. */
  onTint?: boolean;
  /** 'sm' sits inside a line of text (alerts, toasts); 'lg' is a full 44 px touch target (dialogs). */
  size?: CloseButtonSize;
  /** Placement by the container (e.g. a dialog's corner). */
  className?: string;
}

const SIZES: Record<CloseButtonSize, { box: number; margin: number; fontSize: number }> = {
  // The negative margin lets the small button's hover circle overhang without pushing the text aside.
  sm: { box: 32, margin: -4, fontSize: 22 },
  lg: { box: 44, margin: 0, fontSize: 28 },
};

export function CloseButton({ label, onClick, onTint = false, size = 'sm', className }: CloseButtonProps) {
  const { box, margin, fontSize } = SIZES[size];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={className}
      css={(theme: Theme) => ({
        flexShrink: 0,
        width: box,
        height: box,
        margin,
        border: 0,
        borderRadius: theme.radii.pill,
        background: 'transparent',
        color: theme.colors.text,
        fontSize,
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
