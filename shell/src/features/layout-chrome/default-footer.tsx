// The default layout's footer: the spec's links (terms, privacy, cookies, access ban, pricing, complaints,
// returns and refunds, FAQ, customer service), the language switcher, the per-locale legal disclaimer, and the
// extra US footer for locale en when the site's flag is set.
import type { Theme } from '@emotion/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, pathFor, useBusState, useLocale } from '@dating/shared';
import { useCompanyInfo } from '../content-pages/company-info';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher';

const links = defineMessages({
  'pages-terms': { id: 'shell.footer.terms' },
  'pages-privacy': { id: 'shell.footer.privacy' },
  'pages-cookies': { id: 'shell.footer.cookies' },
  'pages-ban': { id: 'shell.footer.ban' },
  pricing: { id: 'shell.footer.pricing' },
  complaints: { id: 'shell.footer.complaints' },
  'pages-return-policy': { id: 'shell.footer.returnPolicy' },
  'pages-faq': { id: 'shell.footer.faq' },
  'pages-service': { id: 'shell.footer.service' },
});

export function DefaultFooter() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useBusState('settings.loaded')?.settings;
  const company = useCompanyInfo();
  const companyName = company.status === 'ready' ? company.info.name : (settings?.name ?? '');
  const year = new Date().getFullYear();

  return (
    <div
      css={(theme: Theme) => ({
        marginTop: theme.space[7],
        padding: `${theme.space[6]}px 0`,
        background: theme.colors.surface,
        borderTop: `1px solid ${theme.colors.border}`,
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
        '& > div': {
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: `0 ${theme.space[4]}px`,
        },
        '& a': { color: theme.colors.text },
      })}
    >
      <div>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.navigation' })}>
          <ul
            css={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${theme.space[1]}px ${theme.space[4]}px`,
              margin: 0,
              padding: 0,
              listStyle: 'none',
              '& a': { display: 'inline-block', padding: `${theme.space[2]}px 0` },
            })}
          >
            {(Object.keys(links) as (keyof typeof links)[]).map((route) => (
              <li key={route}>
                <Link href={pathFor(route)}>{intl.formatMessage(links[route])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LocaleSwitcher css={(theme: Theme) => ({ margin: `${theme.space[4]}px 0` })} />
        <p data-testid="legal-disclaimer">
          <FormattedMessage id="shell.footer.disclaimer" values={{ site: settings?.name ?? '' }} />
        </p>
        {locale === 'en' && settings?.us_footer && (
          <p data-testid="us-footer">
            <FormattedMessage id="shell.footer.us" values={{ company: companyName }} />
          </p>
        )}
        <p>
          <FormattedMessage id="shell.footer.copyright" values={{ year, company: companyName }} />
        </p>
      </div>
    </div>
  );
}
