// /landers/{kind}/{slug?}: one design per kind (the route only matches the kinds in LANDER_KINDS, so any
// other kind is the shell's 404). The slug is the campaign's name: it goes with the signup as its source.
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { LanderKind, LanderMemberCounts } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { getLanderMembers } from '../lander-frame/lander-api';
import { LanderFrame } from '../lander-frame/lander-frame';
import { useNicheCopy } from '../lander-frame/lander-hero';
import { landerSource } from '../lander-frame/lander-source';
import { useLanderData } from '../lander-frame/use-lander-data';
import { AloneTonightLander } from './alone-tonight-lander';
import { CollageLander } from './collage-lander';
import { GalleryLander } from './gallery-lander';
import { IconsLander } from './icons-lander';
import type { KindProps } from './kind-props';
import { MapLander } from './map-lander';
import { SocialNetworkLander } from './social-network-lander';
import { TransitionsVideoLander, VideoLander } from './video-landers';

const DESIGNS: Record<LanderKind, ComponentType<KindProps>> = {
  alonetonight: AloneTonightLander,
  collagelanding: CollageLander,
  gallery: GalleryLander,
  iconslanding: IconsLander,
  maplanding: MapLander,
  socialnetwork: SocialNetworkLander,
  transitionsvideolanding: TransitionsVideoLander,
  video: VideoLander,
};

/**
 * How many members each design shows at most (the API's limit is 24). The server answers this call inside
 * the page by the contract's LANDER_MEMBER_COUNTS; typed by it, this copy cannot differ.
 */
const MEMBER_COUNT: LanderMemberCounts = {
  alonetonight: 12,
  collagelanding: 6,
  gallery: 12,
  iconslanding: 8,
  maplanding: 0,
  socialnetwork: 6,
  transitionsvideolanding: 5,
  video: 5,
};

export function LanderKindPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const kind = route.params.kind as LanderKind;
  const Design = DESIGNS[kind];
  const copy = useNicheCopy();
  const count = MEMBER_COUNT[kind];
  // The map lander loads its own data (members by region); every other design the member list.
  const members = useLanderData(`members:${count}`, (signal) =>
    count > 0 ? getLanderMembers(count, signal) : Promise.resolve({ members: [] }),
  );
  const title = kind === 'alonetonight' ? intl.formatMessage({ id: 'landers.alone.title' }) : copy.headline;
  return (
    <LanderFrame route={route} lander={kind} title={title} tone={kind === 'alonetonight' ? 'dark' : 'light'}>
      <Design route={route} source={landerSource(route)} members={members} />
    </LanderFrame>
  );
}
