import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { MemberPresence } from '../../contract/members-api';

export interface OnlineStatusProps {
  online: MemberPresence | null | undefined;
  /** Inside a line of text (chat list, conversation header) instead of a line of its own (tiles, profile). */
  inline?: boolean;
}

/**
 * "Online now" / "Recently online" with a small dot, the same on every remote's member tiles, chat list and
 * profile. The dot is decoration (hidden from screen readers) and differs in fill as well as colour, so the
 * text, not the colour, carries the meaning. Nothing for members not seen lately (or invisible).
 */
export function OnlineStatus({ online, inline = false }: OnlineStatusProps) {
  const intl = useIntl();
  if (!online) return null;
  const now = online === 'now';
  const Element = inline ? 'span' : 'p';
  return (
    <Element
      data-testid="online-status"
      css={(theme: Theme) => ({
        margin: 0,
        display: inline ? 'inline-flex' : 'flex',
        alignItems: 'center',
        gap: theme.space[1],
        fontSize: inline ? theme.fontSizes.xs : theme.fontSizes.sm,
        // Small inline text on tinted headers: the green dot carries "now", the words stay in the muted
        // text colour that keeps its contrast there.
        color: now && !inline ? theme.colors.success : theme.colors.textMuted,
        whiteSpace: inline ? 'nowrap' : undefined,
      })}
    >
      <span
        aria-hidden="true"
        css={(theme: Theme) => ({
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: theme.radii.pill,
          border: `2px solid ${now ? theme.colors.success : theme.colors.textMuted}`,
          background: now ? theme.colors.success : 'transparent',
        })}
      />
      {intl.formatMessage({ id: now ? 'shared.presence.onlineNow' : 'shared.presence.onlineRecently' })}
    </Element>
  );
}
