// A member's photo as the back office shows it (a queue's evidence, a member's file): 3:4 like the site's
// cards, named after its member for a screen reader, and the row that lays several of them out.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function MemberPhoto({ url, name, width = 160 }: { url: string; name: string; width?: number }) {
  const intl = useIntl();
  return (
    <img
      src={url}
      alt={intl.formatMessage({ id: 'staff.queues.photoAlt' }, { name })}
      css={(theme: Theme) => ({
        display: 'block',
        width,
        maxWidth: '100%',
        aspectRatio: '3 / 4',
        objectFit: 'cover',
        borderRadius: theme.radii.md,
        background: theme.colors.surfaceMuted,
      })}
    />
  );
}

/** A list of photos side by side, wrapping on a narrow screen; its children are the `<li>`s. */
export function PhotoRow({ children }: { children: ReactNode }) {
  return (
    <ul
      css={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space[2],
      })}
    >
      {children}
    </ul>
  );
}
