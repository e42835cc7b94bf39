import type { LanderMembersResponse, RouteMatch } from '@dating/shared';
import type { LanderSource } from '../lander-frame/lander-source';
import type { LanderData } from '../lander-frame/use-lander-data';

export interface KindProps {
  route: RouteMatch;
  source: LanderSource;
  /** The site's members for the design (every kind but the map loads the same list). */
  members: LanderData<LanderMembersResponse>;
}

export const noMembers = (data: LanderMembersResponse) => data.members.length === 0;
