// gallery: an even grid of member photos under the niche's headline, the sign-up button above and below.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta } from '../lander-frame/signup-cta';
import { MemberCaption } from './member-caption';
import { noMembers, type KindProps } from './kind-props';
import { photoGrid } from './photo-grid';
import { leadPhotoSizes } from './declared-kinds';

/** The contract's `sizes` of this design's lead photo: the page preloads that photo with the same. */
const LEAD_PHOTO_SIZES = leadPhotoSizes('gallery');

export function GalleryLander({ source, members }: KindProps) {
  const intl = useIntl();
  const copy = useNicheCopy();
  return (
    <div css={column}>
      <LanderHeading title={copy.headline} lead={copy.lead} />
      <SignupCta source={source} />
      <h2 css={{ margin: 0 }}>{intl.formatMessage({ id: 'landers.gallery.title' })}</h2>
      <LanderStates data={members} minHeight={720} isEmpty={noMembers}>
        {({ members: list }) => (
          <ul css={photoGrid({ md: 4 })}>
            {list.map((member, index) => (
              <li
                key={member.id}
                css={(theme: Theme) => ({
                  background: theme.colors.surface,
                  borderRadius: theme.radii.md,
                  overflow: 'hidden',
                  boxShadow: theme.shadows.sm,
                })}
              >
                <LanderPhoto
                  image={member.image}
                  name={member.name}
                  sizes={LEAD_PHOTO_SIZES}
                  priority={index < 2}
                />
                <div css={{ padding: 8 }}>
                  <MemberCaption member={member} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </LanderStates>
      <SignupCta source={source} />
    </div>
  );
}
