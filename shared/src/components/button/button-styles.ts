// Looks of Button, shared by its <button> and its link form so both read as the same control.
import type { CSSObject, Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const PADDING: Record<ButtonSize, string> = { sm: '4px 12px', md: '8px 18px', lg: '12px 24px' };
const MIN_HEIGHT: Record<ButtonSize, number> = { sm: 32, md: 44, lg: 52 };

function variantColors(theme: Theme, variant: ButtonVariant): CSSObject {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return {
        background: colors.primary,
        color: colors.onPrimary,
        '&:hover': { background: colors.primaryHover },
      };
    case 'secondary':
      return {
        background: colors.secondary,
        color: colors.onSecondary,
        '&:hover': { background: colors.secondaryHover },
      };
    case 'danger':
      return { background: colors.danger, color: colors.onDanger, '&:hover': { filter: 'brightness(0.92)' } };
    case 'ghost':
      return {
        background: 'transparent',
        color: colors.link,
        borderColor: colors.borderStrong,
        '&:hover': { background: colors.surfaceMuted },
      };
  }
}

export function buttonStyles(
  theme: Theme,
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth: boolean,
): CSSObject {
  return {
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: MIN_HEIGHT[size],
    padding: PADDING[size],
    border: '1px solid transparent',
    borderRadius: theme.radii.pill,
    fontFamily: 'inherit',
    fontSize: size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md,
    fontWeight: theme.fontWeights.bold,
    lineHeight: theme.lineHeights.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${theme.transitions.fast}, filter ${theme.transitions.fast}`,
    ...variantColors(theme, variant),
    '&:focus-visible': theme.focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  };
}
