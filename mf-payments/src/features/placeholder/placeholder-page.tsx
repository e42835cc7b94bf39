// Stands in for a page until the real one lands, so the route shows who owns it instead of a 404.
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PageHeading } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { REMOTE_PACKAGE } from '../../app/remote-name';

const titles = defineMessages({
  credits: { id: 'payments.placeholder.credits' },
  'credits-repeat-order': { id: 'payments.placeholder.repeatOrder' },
  'credits-id-paymentmethod': { id: 'payments.placeholder.payment' },
  directdebit: { id: 'payments.placeholder.directDebit' },
  premium: { id: 'payments.placeholder.premium' },
  pricing: { id: 'payments.placeholder.pricing' },
  'transactions-id': { id: 'payments.placeholder.transactions' },
});

export function PlaceholderPage({ route }: PageProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = titles[route.name as keyof typeof titles] ?? titles.credits;

  // A new page moves focus to its heading, so screen readers announce where a navigation landed.
  useEffect(() => heading.current?.focus(), [route.name]);

  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route.name}
      aria-labelledby="payments-placeholder-title"
    >
      <PageHeading
        level={1}
        id="payments-placeholder-title"
        headingRef={heading}
        title={intl.formatMessage(title)}
        lead={<FormattedMessage id="payments.placeholder.comingSoon" />}
      />
    </section>
  );
}
