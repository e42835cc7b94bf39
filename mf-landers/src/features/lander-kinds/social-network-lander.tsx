// socialnetwork: a feed like a social network's: member posts with photo, and "say hello" buttons that
// open the sign-up, beside a profile-card column on desktop.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { mediaUp } from '@dating/shared';
import { LanderStates } from '../lander-frame/lander-frame';
import { LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta, useCanStartSignup } from '../lander-frame/signup-cta';
import { startSignup } from '../lander-frame/start-signup';
import { MemberCaption } from './member-caption';
import { noMembers, type KindProps } from './kind-props';
import { leadPhotoSizes } from './declared-kinds';

/** The contract's `sizes` of this design's lead photo: the page preloads that photo with the same. */
const LEAD_PHOTO_SIZES = leadPhotoSizes('socialnetwork');

export function SocialNetworkLander({ source, members }: KindProps) {
  const intl = useIntl();
  const copy = useNicheCopy();
  // Where the visitor cannot sign up, the posts have no button that would only lead to a refusal.
  const canSignUp = useCanStartSignup();
  return (
    <div
      css={(theme: Theme) => ({
        maxWidth: 960,
        margin: '0 auto',
        padding: `${theme.space[5]}px ${theme.space[3]}px`,
        display: 'grid',
        gap: theme.space[5],
        alignItems: 'start',
        [mediaUp('md')]: { gridTemplateColumns: '300px minmax(0, 1fr)' },
      })}
    >
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[4],
          padding: theme.space[4],
          background: theme.colors.surface,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.sm,
          [mediaUp('md')]: { position: 'sticky', top: theme.space[4] },
        })}
      >
        <LanderHeading title={copy.headline} lead={copy.lead} />
        <SignupCta source={source} />
      </div>
      <div css={{ display: 'grid', gap: 16 }}>
        <h2 css={{ margin: 0 }}>{intl.formatMessage({ id: 'landers.social.feed' })}</h2>
        <LanderStates data={members} minHeight={640} isEmpty={noMembers}>
          {({ members: list }) => (
            <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
              {list.map((member, index) => (
                <li key={member.id}>
                  <article
                    aria-label={intl.formatMessage({ id: 'landers.social.post' }, { name: member.name })}
                    css={(theme: Theme) => ({
                      background: theme.colors.surface,
                      borderRadius: theme.radii.lg,
                      boxShadow: theme.shadows.sm,
                      overflow: 'hidden',
                    })}
                  >
                    <header css={{ display: 'flex', gap: 10, alignItems: 'center', padding: 12 }}>
                      <LanderPhoto
                        image={member.image}
                        name={member.name}
                        ratio="1 / 1"
                        sizes="40px"
                        css={{ width: 40, flex: 'none', borderRadius: '50%' }}
                      />
                      <div css={{ minWidth: 0 }}>
                        <MemberCaption member={member} />
                      </div>
                    </header>
                    <p css={{ margin: '0 12px 12px' }}>
                      {intl.formatMessage({ id: 'landers.social.post' }, { name: member.name })}
                    </p>
                    <LanderPhoto
                      image={member.image}
                      name={member.name}
                      ratio="1 / 1"
                      sizes={LEAD_PHOTO_SIZES}
                      priority={index === 0}
                    />
                    {canSignUp && (
                      <div css={{ padding: 12 }}>
                        <button
                          type="button"
                          onClick={() => startSignup(source, member.id)}
                          css={(theme: Theme) => ({
                            font: 'inherit',
                            fontWeight: theme.fontWeights.bold,
                            color: theme.colors.link,
                            background: 'none',
                            border: 0,
                            padding: '8px 4px',
                            minHeight: 44,
                            cursor: 'pointer',
                            '&:focus-visible': theme.focusRing,
                          })}
                        >
                          {intl.formatMessage({ id: 'landers.social.hello' }, { name: member.name })}
                        </button>
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )}
        </LanderStates>
      </div>
    </div>
  );
}
