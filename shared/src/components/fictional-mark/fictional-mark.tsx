import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useBusState } from '../../bus/use-bus';
import { useSiteCopy } from '../../i18n/use-site-copy';
import { visuallyHidden } from '../../theme/visually-hidden';

export interface FictionalMarkProps {
  /** Shows the site's words beside the icon (a modal, a notification), not only to screen readers and as a tooltip. */
  withLabel?: boolean;
  /** On a dark or coloured background (the like modal): the words in white. */
  onDark?: boolean;
}

/**
 * The site's fictional-profile mark (settings `fictional_icon`), named by its `fictional_singular` in the
 * site's language and by our own words in any other. One copy for every remote: wherever a fictional profile
 * appears (tiles, profile, likes, notifications, chats, the like and match modal) it looks and reads the same.
 * Nothing when the site turned the icon off.
 */
export function FictionalMark({ withLabel = false, onDark = false }: FictionalMarkProps) {
  const intl = useIntl();
  const settings = useBusState('settings.loaded')?.settings;
  const ours = intl.formatMessage({ id: 'shared.fictionalMark.label' });
  const label = useSiteCopy('fictional_singular', ours) || ours;
  if (settings && !settings.fictional_icon) return null;
  return (
    <span
      title={label}
      data-fictional
      css={(theme: Theme) => ({
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        gap: theme.space[1],
        verticalAlign: 'middle',
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        color: onDark ? '#fff' : theme.colors.text,
        whiteSpace: 'nowrap',
      })}
    >
      <span
        aria-hidden="true"
        css={(theme: Theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 22,
          height: 22,
          padding: '0 6px',
          borderRadius: theme.radii.pill,
          background: theme.colors.info,
          color: theme.colors.onInfo,
        })}
      >
        F
      </span>
      <span css={withLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
