// A file picker with a translated "Browse" button (the native one speaks the browser's language, not the site's).
import type { Theme } from '@emotion/react';
import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
// Through the package name: consumers bundle this file (`@dating/shared/forms`), and these are in the shared
// singleton already, so a relative import would only add a second copy to their chunks.
import { buttonStyles, visuallyHidden } from '@dating/shared';
import {
  FieldError,
  FieldHint,
  fieldStack,
  type FieldTextProps,
  labelStyles,
  RequiredMark,
  useFieldIds,
} from '../field/field-frame';

export type FileInputProps = FieldTextProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'value'> & {
    /** The chosen files (also available through onChange). */
    onFiles?: (files: File[]) => void;
  };

export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, hint, error, id, className, required, onFiles, onChange, disabled, ...input },
  ref,
) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const labelId = `${ids.controlId}-label`;
  const statusId = `${ids.controlId}-status`;
  const buttonId = `${ids.controlId}-button`;
  const [names, setNames] = useState<string[]>([]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setNames(files.map((file) => file.name));
    onChange?.(event);
    onFiles?.(files);
  };

  const status =
    names.length === 0
      ? intl.formatMessage({ id: 'shared.file-input.no-file' })
      : names.length === 1
        ? names[0]
        : intl.formatMessage({ id: 'shared.file-input.selected' }, { count: names.length });

  return (
    <div className={className} css={fieldStack}>
      <label id={labelId} htmlFor={ids.controlId} css={labelStyles}>
        {label}
        {required && <RequiredMark />}
      </label>
      {/* The native input stays in the DOM for forms, drag-and-drop tests and labels; the button is its face. */}
      <input
        ref={inputRef}
        type="file"
        id={ids.controlId}
        tabIndex={-1}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={handleChange}
        css={visuallyHidden}
        {...input}
      />
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space[3],
          flexWrap: 'wrap',
        })}
      >
        <button
          type="button"
          id={buttonId}
          disabled={disabled}
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-describedby={[statusId, ids.describedBy].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
          css={(theme: Theme) => buttonStyles(theme, 'ghost', 'sm', false)}
        >
          {intl.formatMessage({ id: 'shared.file-input.browse' })}
        </button>
        <span
          id={statusId}
          css={(theme: Theme) => ({
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
            overflowWrap: 'anywhere',
          })}
        >
          {status}
        </span>
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
});
