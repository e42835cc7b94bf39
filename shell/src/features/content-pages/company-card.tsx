// The company behind the site, as a definition list (terms, customer service).
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { type CompanyInfo, mediaDown } from '@dating/shared';
import { cleanPhone } from './legal-facts';

export function CompanyCard({ info, email }: { info: CompanyInfo; email: string }) {
  const phone = cleanPhone(info.support_phone);
  const names = [info.name, ...info.tradenames.filter((name) => name !== info.name)].join(' · ');
  return (
    <dl
      data-testid="company-card"
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, max-content) 1fr',
        gap: `${theme.space[1]}px ${theme.space[4]}px`,
        margin: `${theme.space[5]}px 0 0`,
        padding: theme.space[4],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        '& dt': { fontWeight: 700, overflowWrap: 'anywhere' },
        // On phones each label sits above its value.
        [mediaDown('sm')]: {
          gridTemplateColumns: 'minmax(0, 1fr)',
          '& dd': { marginBottom: theme.space[2] },
        },
        '& dd': { margin: 0, overflowWrap: 'anywhere' },
      })}
    >
      <dt>
        <FormattedMessage id="shell.company.name" />
      </dt>
      <dd>{names}</dd>
      <dt>
        <FormattedMessage id="shell.company.address" />
      </dt>
      <dd>{`${info.address}, ${info.city}, ${info.country}`}</dd>
      <dt>
        <FormattedMessage id="shell.company.registration" />
      </dt>
      <dd>{info.kvk}</dd>
      {info.vat_numbers.length > 0 && (
        <>
          <dt>
            <FormattedMessage id="shell.company.vat" />
          </dt>
          <dd>{info.vat_numbers.join(', ')}</dd>
        </>
      )}
      <dt>
        <FormattedMessage id="shell.company.phone" />
      </dt>
      <dd>
        <a href={`tel:${phone}`} data-testid="support-phone">
          {phone}
        </a>
      </dd>
      <dt>
        <FormattedMessage id="shell.company.email" />
      </dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
    </dl>
  );
}
