// The call a remote's page makes for its first screen, so that the server can answer it inside the page it
// sends (api/src/frontend/first-answers.ts) and preload the photo that screen shows largest: on a phone both
// otherwise waited for the remote's script to run.
import { landerFirstCall } from './lander-first-calls';
import type { RouteMatch } from './route-paths';

/** The URL of the first call of the page at `route`, as its remote's API client writes it; null for none. */
export function pageFirstCall(route: RouteMatch): string | null {
  // mf-members asks with the route's id as a number, like mf-landers.
  if (route.name === 'members-id') return `/api/member.php?id=${Number(route.params.id)}`;
  return landerFirstCall(route);
}
