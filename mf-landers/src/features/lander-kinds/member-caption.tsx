// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useBusState, type LanderMember } from '@dating/shared';

/** Name, age and city under or over a photo, with the site's fictional-profile label where it applies. */
export function MemberCaption({ member, inverted = false }: { member: LanderMember; inverted?: boolean }) {
  const settings = useBusState('settings.loaded')?.settings;
  return (
    <div css={{ minWidth: 0 }}>
      <p
        css={(theme: Theme) => ({ margin: 0, fontWeight: theme.fontWeights.bold, overflowWrap: 'anywhere' })}
      >
        <FormattedMessage id="landers.common.name-age" values={{ name: member.name, age: member.age }} />
      </p>
      {member.city && (
        <p
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.sm,
            color: inverted ? '#E9DDEE' : theme.colors.textMuted,
            overflowWrap: 'anywhere',
          })}
        >
          {member.city}
        </p>
      )}
      {member.fictional && settings?.fictional_icon && (
        <p css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xs, fontStyle: 'italic' })}>
          {settings.fictional_singular}
        </p>
      )}
    </div>
  );
}
