// Stands in for a page until the real one lands, so the route shows who owns it instead of a 404.
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PageHeading } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { REMOTE_PACKAGE } from '../../app/remote-name';

const titles = defineMessages({
  'landers-tinderswipe': { id: 'landers.placeholder.swipe' },
  'landers-kind-slug': { id: 'landers.placeholder.singles' },
  'members-id-landing': { id: 'landers.placeholder.member' },
  'members-id-landing2-slug': { id: 'landers.placeholder.member' },
  'members-id-landing3-slug': { id: 'landers.placeholder.member' },
  'members-id-signup': { id: 'landers.placeholder.memberSignup' },
});

export function PlaceholderPage({ route }: PageProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = titles[route.name as keyof typeof titles] ?? titles['landers-tinderswipe'];

  // A new page moves focus to its heading, so screen readers announce where a navigation landed.
  useEffect(() => heading.current?.focus(), [route.name]);

  return (
    <section data-remote={REMOTE_PACKAGE} data-route={route.name} aria-labelledby="landers-placeholder-title">
      <PageHeading
        level={1}
        id="landers-placeholder-title"
        headingRef={heading}
        title={intl.formatMessage(title)}
        lead={<FormattedMessage id="landers.placeholder.comingSoon" />}
      />
    </section>
  );
}
