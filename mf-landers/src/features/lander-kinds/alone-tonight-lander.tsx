// alonetonight: an evening mood (dark, warm accent), the members seen on the site in the last minutes
// first and marked "online now" only when they really are (the API's 15-minute window).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { LanderStates } from '../lander-frame/lander-frame';
import { useLanderCopy } from '../lander-frame/lander-copy';
import { column, LanderHeading } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta } from '../lander-frame/signup-cta';
import { MemberCaption } from './member-caption';
import { noMembers, type KindProps } from './kind-props';
import { photoGrid } from './photo-grid';
import { leadPhotoSizes } from './declared-kinds';

/** The contract's `sizes` of this design's lead photo: the page preloads that photo with the same. */
const LEAD_PHOTO_SIZES = leadPhotoSizes('alonetonight');

export function AloneTonightLander({ source, members }: KindProps) {
  const intl = useIntl();
  const own = useLanderCopy();
  return (
    <div
      css={(theme: Theme) => ({
        background: 'radial-gradient(120% 80% at 50% 0%, #3A1740 0%, #140C18 70%)',
        '& h1': { color: '#FFD9A8' },
        minHeight: '100%',
        paddingBottom: theme.space[6],
      })}
    >
      <div css={column}>
        <LanderHeading
          title={own.headline ?? intl.formatMessage({ id: 'landers.alone.title' })}
          lead={own.lead ?? intl.formatMessage({ id: 'landers.alone.lead' })}
          inverted
        />
        <SignupCta source={source} inverted />
        <h2 css={{ margin: 0, color: '#FFFFFF' }}>
          {intl.formatMessage({ id: 'landers.alone.list-title' })}
        </h2>
        <LanderStates data={members} minHeight={560} isEmpty={noMembers}>
          {({ members: list }) => (
            <ul css={photoGrid({ md: 3, lg: 4 })}>
              {list.map((member, index) => (
                <li
                  key={member.id}
                  css={{ position: 'relative', borderRadius: 12, overflow: 'hidden', color: '#FFFFFF' }}
                >
                  <LanderPhoto
                    image={member.image}
                    name={member.name}
                    ratio="4 / 5"
                    sizes={LEAD_PHOTO_SIZES}
                    priority={index < 2}
                  />
                  <div
                    css={{
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      padding: '32px 10px 10px',
                      background: 'linear-gradient(transparent, rgba(20, 12, 24, 0.92))',
                    }}
                  >
                    {member.online && (
                      <p
                        data-testid="online-now"
                        css={(theme: Theme) => ({
                          margin: '0 0 4px',
                          fontSize: theme.fontSizes.xs,
                          fontWeight: theme.fontWeights.bold,
                          display: 'flex',
                          alignItems: 'center',
                          gap: 6,
                          '&::before': {
                            content: '""',
                            width: 8,
                            height: 8,
                            borderRadius: '50%',
                            background: '#3DDC84',
                          },
                        })}
                      >
                        {intl.formatMessage({ id: 'landers.common.online' })}
                      </p>
                    )}
                    <MemberCaption member={member} inverted />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </LanderStates>
      </div>
    </div>
  );
}
