// video: a portrait "story" clip of member photos next to the pitch, like a short video ad.
// transitionsvideolanding: the clip fills the top of the page in wide format, the pitch over it.
import type { Theme } from '@emotion/react';
import { mediaUp } from '@dating/shared';
import { LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { SignupCta } from '../lander-frame/signup-cta';
import { KenBurns } from './ken-burns';
import { noMembers, type KindProps } from './kind-props';
import { leadPhotoSizes } from './declared-kinds';

// The contract's `sizes` of each design's lead photo: the page preloads that photo with the same.
const STORY_SIZES = leadPhotoSizes('video');
const WIDE_SIZES = leadPhotoSizes('transitionsvideolanding');

export function VideoLander({ source, members }: KindProps) {
  const copy = useNicheCopy();
  return (
    <div
      css={(theme: Theme) => ({
        ...column(theme),
        alignItems: 'center',
        [mediaUp('md')]: {
          gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)',
          columnGap: theme.space[7],
        },
      })}
    >
      <div css={{ width: '100%', maxWidth: 360, justifySelf: 'center' }}>
        <LanderStates data={members} ratio="9 / 16" isEmpty={noMembers}>
          {({ members: list }) => (
            <KenBurns members={list} ratio="9 / 16" sizes={STORY_SIZES} crossfade={false} />
          )}
        </LanderStates>
      </div>
      <div css={{ display: 'grid', gap: 24 }}>
        <LanderHeading title={copy.headline} lead={copy.lead} />
        <SignupCta source={source} />
      </div>
    </div>
  );
}

export function TransitionsVideoLander({ source, members }: KindProps) {
  const copy = useNicheCopy();
  return (
    <div css={column}>
      <LanderStates data={members} ratio="16 / 9" isEmpty={noMembers}>
        {({ members: list }) => <KenBurns members={list} ratio="16 / 9" sizes={WIDE_SIZES} crossfade />}
      </LanderStates>
      <div css={{ display: 'grid', gap: 24, justifyItems: 'center', textAlign: 'center' }}>
        <LanderHeading title={copy.headline} lead={copy.lead} align="center" />
        <SignupCta source={source} />
      </div>
    </div>
  );
}
