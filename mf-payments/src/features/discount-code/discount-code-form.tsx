// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';

/**
 * The field for a personal discount code. The caller checks the code (it prices the bundles with it) and
 * passes back the error, which is shown on the field, where a screen reader hears it with the field. The
 * caller keys it by the applied code, so a code changed elsewhere (the URL) starts the field afresh.
 */
export function DiscountCodeForm({
  applied,
  checking,
  error,
  onApply,
  onRemove,
}: {
  applied: string | null;
  checking: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(applied ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (code) onApply(code);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'payments.discount.formLabel' })}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.space[2],
        '& > :first-child': { flex: '1 1 200px', minWidth: 0 },
      })}
    >
      <TextField
        label={intl.formatMessage({ id: 'payments.discount.fieldLabel' })}
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={checking} disabled={value.trim() === ''}>
        {intl.formatMessage({ id: 'payments.discount.apply' })}
      </Button>
      {applied && !error && (
        <Button type="button" variant="ghost" onClick={onRemove}>
          {intl.formatMessage({ id: 'payments.discount.remove' })}
        </Button>
      )}
    </form>
  );
}
