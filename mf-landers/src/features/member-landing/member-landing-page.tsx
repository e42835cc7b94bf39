// /members/{id}/landing, /landing2/{slug?}, /landing3/{slug?} and /members/{id}/signup: one member of the
// site featured, and "message me" opens the sign-up aimed at them. Three looks for the landing routes (a
// profile card, a big photo with a question, a chat-style invitation) and a compact one for signup.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mediaUp, type LanderMember } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { getLanderMember } from '../lander-frame/lander-api';
import { LanderFrame, LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { landerSource } from '../lander-frame/lander-source';
import { SignupCta } from '../lander-frame/signup-cta';
import { useLanderData } from '../lander-frame/use-lander-data';
import { MemberCaption } from '../lander-kinds/member-caption';

const TITLES: Partial<Record<string, string>> = {
  'members-id-landing': 'landers.member.landing-title',
  'members-id-landing2-slug': 'landers.member.landing2-title',
  'members-id-landing3-slug': 'landers.member.landing3-title',
  'members-id-signup': 'landers.member.signup-title',
};

const LOOKS: Partial<Record<string, string>> = {
  'members-id-landing': 'member-landing',
  'members-id-landing2-slug': 'member-landing2',
  'members-id-landing3-slug': 'member-landing3',
  'members-id-signup': 'member-signup',
};

export function MemberLandingPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const copy = useNicheCopy();
  const id = Number(route.params.id);
  const data = useLanderData(`member:${id}`, (signal) => getLanderMember(id, signal));
  const look = LOOKS[route.name] ?? 'member-landing';
  const titleId = TITLES[route.name] ?? 'landers.member.landing-title';
  const name = data.status === 'ready' ? data.data.member.name : '';
  const title = name ? intl.formatMessage({ id: titleId }, { name }) : copy.headline;
  return (
    <LanderFrame route={route} lander={look} title={title}>
      <div css={column}>
        <LanderStates data={data} minHeight={520}>
          {({ member }) => (
            <Featured
              member={member}
              look={look}
              title={title}
              lead={copy.lead}
              cta={
                <SignupCta
                  source={landerSource(route)}
                  profileId={member.id}
                  label={intl.formatMessage({ id: 'landers.member.message' }, { name: member.name })}
                />
              }
            />
          )}
        </LanderStates>
      </div>
    </LanderFrame>
  );
}

function Featured({
  member,
  look,
  title,
  lead,
  cta,
}: {
  member: LanderMember;
  look: string;
  title: string;
  lead: string;
  cta: ReactNode;
}) {
  const intl = useIntl();
  if (look === 'member-landing3') {
    // A chat invitation: the member's photo as an avatar and their "message" in a bubble.
    return (
      <div css={{ display: 'grid', gap: 24, maxWidth: 560, justifySelf: 'center', width: '100%' }}>
        <LanderHeading title={title} lead={lead} />
        <div css={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
          <LanderPhoto
            image={member.image}
            name={member.name}
            ratio="1 / 1"
            sizes="96px"
            priority
            css={{ width: 96, flex: 'none', borderRadius: '50%' }}
          />
          <p
            css={(theme: Theme) => ({
              margin: 0,
              padding: '12px 16px',
              borderRadius: '18px 18px 18px 4px',
              background: theme.colors.surface,
              boxShadow: theme.shadows.sm,
            })}
          >
            {intl.formatMessage({ id: 'landers.member.bubble' }, { name: member.name })}
          </p>
        </div>
        <MemberCaption member={member} />
        {cta}
      </div>
    );
  }
  const big = look === 'member-landing2';
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[5],
        alignItems: 'center',
        [mediaUp('md')]: { gridTemplateColumns: big ? '3fr 2fr' : '2fr 3fr' },
      })}
    >
      <div
        css={(theme: Theme) => ({
          borderRadius: theme.radii.lg,
          overflow: 'hidden',
          boxShadow: theme.shadows.md,
        })}
      >
        <LanderPhoto
          image={member.image}
          name={member.name}
          alt={member.name}
          ratio={big ? '4 / 5' : '3 / 4'}
          sizes={big ? '(min-width: 768px) 55vw, 100vw' : '(min-width: 768px) 40vw, 100vw'}
          priority
        />
      </div>
      <div css={{ display: 'grid', gap: 20 }}>
        <LanderHeading title={title} lead={lead} />
        <MemberCaption member={member} />
        {cta}
      </div>
    </div>
  );
}
