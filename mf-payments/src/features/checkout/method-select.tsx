import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link, type PaymentMethodOption } from '@dating/shared';
import { methodName } from './method-names';

/** The methods of the member's country, each a link to its own step (so back and reload keep the choice). */
export function MethodSelect({
  methods,
  hrefFor,
}: {
  methods: PaymentMethodOption[];
  hrefFor: (method: PaymentMethodOption) => string;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'payments.checkout.chooseMethod' })}>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[2],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        })}
      >
        {methods.map((method) => (
          <li key={method.id}>
            <Link
              href={hrefFor(method)}
              data-method={method.id}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space[3],
                minHeight: 64,
                padding: theme.space[2],
                borderRadius: theme.radii.md,
                border: `1px solid ${theme.colors.border}`,
                background: theme.colors.surface,
                color: theme.colors.text,
                textDecoration: 'none',
                fontWeight: theme.fontWeights.medium,
                overflowWrap: 'anywhere',
                '&:hover': { borderColor: theme.colors.primary },
                '&:focus-visible': theme.focusRing,
              })}
            >
              {/* The name beside it says what the badge shows. */}
              <img src={method.logoUrl} alt="" width={90} height={36} css={{ flex: 'none' }} />
              <span>{methodName(intl, method.id)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
