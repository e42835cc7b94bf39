// @feature-public: other features import this module (docs/conventions.md, Layout).
// /lang-config: every language as a big, tappable choice; the current one is marked.
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_NATIVE_NAMES, LOCALES, useLocale, Icon } from '@dating/shared';
import { switchLocale } from '../../locale/switch-locale';
import { PageFrame } from '../home/page-frame';

export function LangConfigPage() {
  const current = useLocale();
  return (
    <PageFrame route="lang-config" titleId="shell.pages.language">
      <p>
        <FormattedMessage id="shell.locale.intro" />
      </p>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[2],
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        })}
      >
        {LOCALES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-pressed={code === current}
              onClick={() => void switchLocale(code)}
              css={(theme: Theme) => ({
                width: '100%',
                minHeight: 48,
                padding: `${theme.space[2]}px ${theme.space[3]}px`,
                border: `2px solid ${code === current ? theme.colors.primary : theme.colors.border}`,
                borderRadius: theme.radii.md,
                background: code === current ? theme.colors.surfaceMuted : theme.colors.surface,
                color: theme.colors.text,
                font: 'inherit',
                fontWeight: code === current ? 700 : 400,
                textAlign: 'left',
                cursor: 'pointer',
                '&:hover': { borderColor: theme.colors.primary },
              })}
            >
              {LOCALE_NATIVE_NAMES[code]}
              {code === current && <Icon name="check" size={18} />}
            </button>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
