// iconslanding: three big icons carry the promise (free, near you, private); a strip of real members below.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mediaUp } from '@dating/shared';
import { LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta } from '../lander-frame/signup-cta';
import { noMembers, type KindProps } from './kind-props';

const svg = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="56"
    height="56"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const PROPS = [
  {
    icon: svg(
      <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.2 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z" />,
    ),
    title: 'landers.icons.free-title',
    text: 'landers.icons.free-text',
  },
  {
    icon: svg(
      <>
        <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
        <circle cx="12" cy="10" r="2.5" />
      </>,
    ),
    title: 'landers.icons.local-title',
    text: 'landers.icons.local-text',
  },
  {
    icon: svg(
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>,
    ),
    title: 'landers.icons.private-title',
    text: 'landers.icons.private-text',
  },
] as const;

export function IconsLander({ source, members }: KindProps) {
  const intl = useIntl();
  const copy = useNicheCopy();
  return (
    <div css={column}>
      <LanderHeading title={copy.headline} lead={copy.lead} align="center" />
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[4],
          [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        })}
      >
        {PROPS.map((prop) => (
          <li
            key={prop.title}
            css={(theme: Theme) => ({
              display: 'grid',
              justifyItems: 'center',
              textAlign: 'center',
              gap: theme.space[2],
              padding: theme.space[5],
              background: theme.colors.surface,
              borderRadius: theme.radii.lg,
              color: theme.colors.primary,
            })}
          >
            {prop.icon}
            <h2
              css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.text })}
            >
              {intl.formatMessage({ id: prop.title })}
            </h2>
            <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
              {intl.formatMessage({ id: prop.text })}
            </p>
          </li>
        ))}
      </ul>
      <div css={{ display: 'grid', justifyItems: 'center' }}>
        <SignupCta source={source} />
      </div>
      <LanderStates data={members} minHeight={120} isEmpty={noMembers}>
        {({ members: list }) => (
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
              gap: 8,
            }}
          >
            {list.slice(0, 8).map((member) => (
              <li key={member.id} css={{ borderRadius: '50%', overflow: 'hidden' }}>
                <LanderPhoto
                  image={member.image}
                  name={member.name}
                  alt={member.name}
                  ratio="1 / 1"
                  sizes="96px"
                />
              </li>
            ))}
          </ul>
        )}
      </LanderStates>
    </div>
  );
}
