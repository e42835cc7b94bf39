// @feature-public: other features import this module (docs/conventions.md, Layout).
// The language choice of the footer: a native <select> (keyboard, screen reader and phone pickers for free)
// listing every language by its own name.
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES, useLocale } from '@dating/shared';
import { switchLocale } from '../../locale/switch-locale';

export function LocaleSwitcher({ className }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  return (
    <div
      className={className}
      css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2] })}
    >
      <label htmlFor={id}>
        <FormattedMessage id="shell.locale.label" />
      </label>
      <select
        id={id}
        value={locale}
        data-testid="locale-switcher"
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void switchLocale(next);
        }}
        css={(theme: Theme) => ({
          minHeight: 40,
          padding: `0 ${theme.space[2]}px`,
          border: `1px solid ${theme.colors.borderStrong}`,
          borderRadius: theme.radii.md,
          background: theme.colors.surface,
          color: theme.colors.text,
          font: 'inherit',
        })}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
