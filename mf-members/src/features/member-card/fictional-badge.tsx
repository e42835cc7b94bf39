import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useSiteCopy } from '@dating/shared';
import { useSettings } from './use-site';

/** The site's fictional-profile icon, with its name for screen readers and as a tooltip. */
export function FictionalBadge() {
  const intl = useIntl();
  const settings = useSettings();
  const ours = intl.formatMessage({ id: 'members.card.fictional' });
  const label = useSiteCopy('fictional_singular', ours) || ours;
  if (settings && !settings.fictional_icon) return null;
  return (
    <span
      title={label}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 22,
        height: 22,
        borderRadius: theme.radii.pill,
        background: theme.colors.info,
        color: theme.colors.onInfo,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        padding: '0 6px',
      })}
    >
      <span aria-hidden="true">F</span>
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </span>
  );
}
