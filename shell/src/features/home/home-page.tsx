// @feature-public: other features import this module (docs/conventions.md, Layout).
// The index page: for visitors the site's promise and the way in (signup or login); members get their own home.
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, pathFor, useBusState, useSiteCopy } from '@dating/shared';
import { MemberHome } from './member-home';
import { PageFrame } from './page-frame';

export function HomePage() {
  const settings = useBusState('settings.loaded')?.settings;
  const user = useBusState('session.changed')?.user;
  const site = settings?.name ?? '';
  // The site's own description is written in its domain language; other languages get our translated line.
  const description = useSiteCopy('description', '');
  if (user) return <MemberHome user={user} />;
  return (
    <PageFrame route="index" titleId="shell.home.title" titleValues={{ site }} wide>
      <div
        css={(theme: Theme) => ({
          margin: `0 0 ${theme.space[6]}px`,
          padding: `${theme.space[6]}px ${theme.space[5]}px`,
          borderRadius: theme.radii.lg,
          color: theme.colors.onPrimary,
          background: `radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.22) 0, transparent 40%), linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primaryHover} 60%, #6A0A45)`,
          boxShadow: theme.shadows.md,
        })}
      >
        <p css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, maxWidth: 640 })}>
          {description || <FormattedMessage id="shell.home.tagline" />}
        </p>
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[3],
            marginTop: theme.space[4],
          })}
        >
          <>
            <Button asLink href={pathFor('signup')} size="lg" variant="secondary">
              <FormattedMessage id="shell.home.signup" />
            </Button>
            <Button asLink href={pathFor('login')} size="lg" variant="ghost" css={{ background: '#FFFFFF' }}>
              <FormattedMessage id="shell.header.login" />
            </Button>
          </>
        </div>
      </div>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: theme.space[4],
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          '& li': {
            padding: theme.space[4],
            borderRadius: theme.radii.lg,
            background: theme.colors.surface,
            boxShadow: theme.shadows.sm,
          },
          '& h2': { marginTop: 0 },
        })}
      >
        <li>
          <h2>
            <FormattedMessage id="shell.home.searchTitle" />
          </h2>
          <p>
            <FormattedMessage id="shell.home.searchText" />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage id="shell.home.chatTitle" />
          </h2>
          <p>
            <FormattedMessage id="shell.home.chatText" />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage id="shell.home.fairTitle" />
          </h2>
          <p>
            <FormattedMessage id="shell.home.fairText" />
          </p>
        </li>
      </ul>
    </PageFrame>
  );
}
