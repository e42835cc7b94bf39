// A native checkbox with its label beside it (the label may hold links, e.g. to the terms).
import type { Theme } from '@emotion/react';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldError, FieldHint, type FieldTextProps, RequiredMark, useFieldIds } from '../field/field-frame';

export type CheckboxProps = FieldTextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, required, ...input },
  ref,
) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={className} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
      <div css={(theme: Theme) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space[2] })}>
        <input
          ref={ref}
          type="checkbox"
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          css={(theme: Theme) => ({
            flexShrink: 0,
            width: 20,
            height: 20,
            margin: '2px 0 0',
            accentColor: theme.colors.primary,
            '&:focus-visible': theme.focusRing,
          })}
          {...input}
        />
        <label htmlFor={ids.controlId}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
});
