// Stands in for a page until the real one lands, so the route shows who owns it instead of a 404.
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PageHeading } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { REMOTE_PACKAGE } from '../../app/remote-name';

const titles = defineMessages({
  chats: { id: 'chat.placeholder.chats' },
  'chats-id': { id: 'chat.placeholder.conversation' },
  'members-id-chat': { id: 'chat.placeholder.conversation' },
  likes: { id: 'chat.placeholder.likes' },
  'likes-type': { id: 'chat.placeholder.likes' },
});

export function PlaceholderPage({ route }: PageProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = titles[route.name as keyof typeof titles] ?? titles.chats;

  // A new page moves focus to its heading, so screen readers announce where a navigation landed.
  useEffect(() => heading.current?.focus(), [route.name]);

  return (
    <section data-remote={REMOTE_PACKAGE} data-route={route.name} aria-labelledby="chat-placeholder-title">
      <PageHeading
        level={1}
        id="chat-placeholder-title"
        headingRef={heading}
        title={intl.formatMessage(title)}
        lead={<FormattedMessage id="chat.placeholder.comingSoon" />}
      />
    </section>
  );
}
