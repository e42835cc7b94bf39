// Label, hint and error text around a form control, wired up with ids so screen readers read them together.
import type { CSSObject, Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';

export interface FieldTextProps {
  /** The visible label. Required: a field without a label is not accessible. */
  label: ReactNode;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** The validation message; sets aria-invalid on the control. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** aria-describedby for the control: the error first, it matters most. */
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" css={(theme: Theme) => ({ color: theme.colors.danger, marginLeft: 2 })}>
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p
      id={id}
      css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
    >
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p
      id={id}
      css={(theme: Theme) => ({
        margin: 0,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.danger,
        fontWeight: theme.fontWeights.medium,
      })}
    >
      {children}
    </p>
  );
}

export const fieldStack = (theme: Theme): CSSObject => ({ display: 'grid', gap: theme.space[1] });

export const labelStyles = (theme: Theme): CSSObject => ({
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.text,
});

/** The box of text inputs and selects. */
export const controlStyles = (theme: Theme, invalid: boolean): CSSObject => ({
  width: '100%',
  minHeight: 44,
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  '&::placeholder': { color: theme.colors.textMuted },
  '&:focus-visible': theme.focusRing,
  '&:disabled': { background: theme.colors.surfaceMuted, cursor: 'not-allowed' },
});
