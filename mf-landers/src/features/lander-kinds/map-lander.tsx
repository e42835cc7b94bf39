// maplanding: members near the visitor, on a stylised map of their country's regions, then the members.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { mediaUp, useLocale } from '@dating/shared';
import { getLanderMap } from '../lander-frame/lander-api';
import { LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { SignupCta } from '../lander-frame/signup-cta';
import { useLanderData } from '../lander-frame/use-lander-data';
import { MemberCaption } from './member-caption';
import type { KindProps } from './kind-props';
import { RegionMap } from './region-map';
import { photoGrid } from './photo-grid';

function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function MapLander({ source }: Pick<KindProps, 'source'>) {
  const intl = useIntl();
  const locale = useLocale();
  const copy = useNicheCopy();
  const map = useLanderData('map', (signal) => getLanderMap(signal));
  return (
    <div css={column}>
      <LanderStates data={map} minHeight={520} isEmpty={(data) => data.members.length === 0}>
        {(data) => {
          const name = countryName(locale, data.country);
          return (
            <>
              <div
                css={(theme: Theme) => ({
                  display: 'grid',
                  gap: theme.space[5],
                  alignItems: 'center',
                  [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' },
                })}
              >
                <div css={{ display: 'grid', gap: 24 }}>
                  <LanderHeading
                    title={intl.formatMessage({ id: 'landers.map.title' }, { country: name })}
                    lead={copy.lead}
                  />
                  <SignupCta source={source} />
                </div>
                {data.regions.length > 0 && <RegionMap regions={data.regions} countryName={name} />}
              </div>
              <ul css={photoGrid({ md: 6 })}>
                {data.members.map((member) => (
                  <li key={member.id} css={{ display: 'grid', gap: 6 }}>
                    <LanderPhoto
                      image={member.image}
                      name={member.name}
                      ratio="1 / 1"
                      sizes="(min-width: 768px) 16vw, 50vw"
                      css={{ borderRadius: 12 }}
                    />
                    <MemberCaption member={member} />
                    {member.region && (
                      <p
                        css={(theme: Theme) => ({
                          margin: 0,
                          fontSize: theme.fontSizes.xs,
                          color: theme.colors.textMuted,
                        })}
                      >
                        {member.region}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </LanderStates>
    </div>
  );
}
