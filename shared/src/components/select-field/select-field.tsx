// A labelled native <select>: the most accessible picker on every phone.
import type { Theme } from '@emotion/react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import {
  controlStyles,
  FieldError,
  FieldHint,
  fieldStack,
  type FieldTextProps,
  labelStyles,
  RequiredMark,
  useFieldIds,
} from '../field/field-frame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldTextProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** An empty first choice; `true` uses the translated "Please choose". */
    placeholder?: string | boolean;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, className, required, options, placeholder, ...select },
  ref,
) {
  const intl = useIntl();
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const placeholderText =
    placeholder === true
      ? intl.formatMessage({ id: 'shared.select-field.placeholder' })
      : placeholder || null;
  return (
    <div className={className} css={fieldStack}>
      <label htmlFor={ids.controlId} css={labelStyles}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        ref={ref}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={(theme: Theme) => ({ ...controlStyles(theme, Boolean(error)), appearance: 'auto' })}
        {...select}
      >
        {placeholderText && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
});
