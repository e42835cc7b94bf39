import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link, pathFor, useBusState, Icon } from '@dating/shared';

/** The lander layout's logo bar: the site name, nothing that leads away from the offer. */
export function LanderHeader() {
  const intl = useIntl();
  const siteName = useBusState('settings.loaded')?.settings.name;
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        height: theme.layout.landerHeaderHeight,
        padding: `0 ${theme.space[4]}px`,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
      })}
    >
      <Link
        href={pathFor('index')}
        data-testid="site-name"
        css={(theme: Theme) => ({
          color: theme.colors.primary,
          fontSize: theme.fontSizes.xl,
          fontWeight: 800,
          textDecoration: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space[2],
        })}
      >
        <Icon name="heart" size={22} />
        {siteName ?? intl.formatMessage({ id: 'shell.header.home' })}
      </Link>
    </div>
  );
}
