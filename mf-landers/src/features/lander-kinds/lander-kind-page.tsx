// /landers/{kind}/{slug?}: one design per kind (the route only matches the kinds src/routes.json declares, so any
// other kind is the shell's 404). The slug is the campaign's name: it goes with the signup as its source.
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { getLanderMembers } from '../lander-frame/lander-api';
import { LanderFrame } from '../lander-frame/lander-frame';
import { LanderCopyProvider, useLanderCopy } from '../lander-frame/lander-copy';
import { useNicheCopy } from '../lander-frame/lander-hero';
import { landerSource } from '../lander-frame/lander-source';
import { useLanderData } from '../lander-frame/use-lander-data';
import { AloneTonightLander } from './alone-tonight-lander';
import { CollageLander } from './collage-lander';
import { GalleryLander } from './gallery-lander';
import { IconsLander } from './icons-lander';
import { LANDER_KIND_DECLARATIONS, type LanderKind } from './declared-kinds';
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

export function LanderKindPage({ route }: RemotePageProps) {
  const kind = route.params.kind as LanderKind;
  // Declared with the kind in src/routes.json: the server answers the same call inside the page.
  const count = LANDER_KIND_DECLARATIONS[kind].members;
  // The map lander loads its own data (members by region); every other design the member list. Asked for
  // here, beside the copy, not after it.
  const members = useLanderData(`members:${count}`, (signal) =>
    count > 0 ? getLanderMembers(count, signal) : Promise.resolve({ members: [] }),
  );
  return (
    <LanderCopyProvider kind={kind}>
      <LanderKindDesign route={route} members={members} />
    </LanderCopyProvider>
  );
}

function LanderKindDesign({ route, members }: RemotePageProps & Pick<KindProps, 'members'>) {
  const intl = useIntl();
  const own = useLanderCopy();
  const kind = route.params.kind as LanderKind;
  const Design = DESIGNS[kind];
  const copy = useNicheCopy();
  const title =
    kind === 'alonetonight'
      ? (own.headline ?? intl.formatMessage({ id: 'landers.alone.title' }))
      : copy.headline;
  return (
    <LanderFrame route={route} lander={kind} title={title} tone={kind === 'alonetonight' ? 'dark' : 'light'}>
      <Design route={route} source={landerSource(route)} members={members} />
    </LanderFrame>
  );
}
