// collagelanding: member photos laid over each other like prints on a table, the headline beside them.
import type { Theme } from '@emotion/react';
import { mediaUp } from '@dating/shared';
import { LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta } from '../lander-frame/signup-cta';
import { noMembers, type KindProps } from './kind-props';
import { leadPhotoSizes } from './declared-kinds';

/** The contract's `sizes` of this design's lead photo: the page preloads that photo with the same. */
const LEAD_PHOTO_SIZES = leadPhotoSizes('collagelanding');

/** Where each print lies (column, row span, tilt): a fixed pattern, so the collage never shifts or jumps. */
const PRINTS = [
  { area: '1 / 1 / 3 / 3', tilt: -3 },
  { area: '1 / 3 / 2 / 4', tilt: 4 },
  { area: '2 / 3 / 3 / 4', tilt: -2 },
  { area: '3 / 1 / 4 / 2', tilt: 3 },
  { area: '3 / 2 / 4 / 3', tilt: -4 },
  { area: '3 / 3 / 4 / 4', tilt: 2 },
];

export function CollageLander({ source, members }: KindProps) {
  const copy = useNicheCopy();
  return (
    <div
      css={(theme: Theme) => ({
        ...column(theme),
        alignItems: 'center',
        [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' },
      })}
    >
      <div css={{ display: 'grid', gap: 24 }}>
        <LanderHeading title={copy.headline} lead={copy.lead} />
        <SignupCta source={source} />
      </div>
      <LanderStates data={members} minHeight={420} isEmpty={noMembers}>
        {({ members: list }) => (
          <ul
            aria-label={copy.headline}
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 8,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gridTemplateRows: 'repeat(3, auto)',
              gap: 8,
            }}
          >
            {PRINTS.flatMap((print, index) => {
              const member = list[index];
              return member ? [{ print, member, index }] : [];
            }).map(({ print, member, index }) => (
              <li
                key={member.id}
                css={(theme: Theme) => ({
                  gridArea: print.area,
                  transform: `rotate(${print.tilt}deg)`,
                  background: theme.colors.surface,
                  padding: 6,
                  boxShadow: theme.shadows.md,
                  borderRadius: theme.radii.sm,
                })}
              >
                <LanderPhoto
                  image={member.image}
                  name={member.name}
                  alt={member.name}
                  ratio={index === 0 ? '1 / 1' : '4 / 5'}
                  sizes={index === 0 ? LEAD_PHOTO_SIZES : '(min-width: 768px) 15vw, 31vw'}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </LanderStates>
    </div>
  );
}
