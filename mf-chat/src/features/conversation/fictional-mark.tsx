import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useSiteCopy } from '@dating/shared';
import { useSettings } from '../chat-page/use-site';

/** The site's fictional-profile mark (settings fictional_icon), named by fictional_singular. */
export function FictionalMark() {
  const intl = useIntl();
  const settings = useSettings();
  const ours = intl.formatMessage({ id: 'chat.conversation.fictional' });
  const label = useSiteCopy('fictional_singular', ours) || ours;
  if (settings && !settings.fictional_icon) return null;
  return (
    <span
      title={label}
      data-fictional
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 20,
        height: 20,
        marginLeft: theme.space[1],
        borderRadius: theme.radii.pill,
        background: theme.colors.info,
        color: theme.colors.onInfo,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        padding: '0 6px',
        verticalAlign: 'middle',
      })}
    >
      <span aria-hidden="true">F</span>
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </span>
  );
}
