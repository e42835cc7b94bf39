// @feature-public: other features import this module (docs/conventions.md, Layout).
// Spec section 2: the time-bonus top banner for logged-in members in the members area while the bonus runs:
// a star, the title with the remaining hours:minutes:seconds and the word hours, and a link to credits.
// It sits above the main landmark, so it is a labelled landmark of its own: a screen reader's landmark
// list reaches it, and nothing on the page is left outside a landmark.
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, Link, mediaDown, pathFor, useMediaQuery } from '@dating/shared';
import { formatCountdown } from './countdown';
import { useTimeBonus } from './time-bonus-context';

export function TimeBonusBanner() {
  const bonus = useTimeBonus();
  const intl = useIntl();
  // On a phone the banner keeps to one line (about 40 px): the long sentence wrapped to three.
  const narrow = useMediaQuery(mediaDown('sm'));
  if (!bonus) return null;
  return (
    <aside aria-label={intl.formatMessage({ id: 'shell.timeBonus.region' })}>
      <Link
        href={pathFor('credits')}
        data-testid="time-bonus-banner"
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.space[2],
          padding: `${theme.space[2]}px ${theme.space[4]}px`,
          whiteSpace: narrow ? 'nowrap' : undefined,
          background: `linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.primaryHover})`,
          color: theme.colors.onPrimary,
          fontWeight: theme.fontWeights.medium,
          textAlign: 'center',
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
        })}
      >
        <span css={(theme: Theme) => ({ color: theme.colors.warning, display: 'inline-flex' })}>
          <Icon name="star" size={20} />
        </span>
        <span>
          <FormattedMessage
            id={narrow ? 'shell.timeBonus.bannerShort' : 'shell.timeBonus.banner'}
            values={{
              percentage: bonus.percentage,
              time: (
                <time
                  key="time"
                  data-testid="time-bonus-countdown"
                  css={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
                >
                  {formatCountdown(bonus.remainingSeconds)}
                </time>
              ),
            }}
          />
        </span>
      </Link>
    </aside>
  );
}
