// A labelled text input (or textarea with `multiline`) with hint and error text.
import type { Theme } from '@emotion/react';
import { forwardRef, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { multiline?: false };
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { multiline: true };

export type TextFieldProps = FieldTextProps & (InputProps | TextareaProps) & { className?: string };

export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(
  function TextField(props, ref) {
    const { label, hint, error, id, className, required, multiline, ...control } = props;
    const ids = useFieldIds(id, Boolean(hint), Boolean(error));
    const shared = {
      id: ids.controlId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    };
    return (
      <div className={className} css={fieldStack}>
        <label htmlFor={ids.controlId} css={labelStyles}>
          {label}
          {required && <RequiredMark />}
        </label>
        {multiline ? (
          <textarea
            ref={ref as Ref<HTMLTextAreaElement>}
            css={(theme: Theme) => ({ ...controlStyles(theme, Boolean(error)), resize: 'vertical' })}
            {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            {...shared}
          />
        ) : (
          <input
            ref={ref as Ref<HTMLInputElement>}
            css={(theme: Theme) => controlStyles(theme, Boolean(error))}
            {...(control as InputHTMLAttributes<HTMLInputElement>)}
            {...shared}
          />
        )}
        {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      </div>
    );
  },
);
