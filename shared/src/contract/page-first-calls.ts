// The call a remote's page makes for its first screen, so that the server can answer it inside the page it
// sends (api/src/frontend/first-answers.ts) and preload the photo that screen shows largest: on a phone both
// otherwise waited for the remote's script to run. Each remote declares them with its routes
// (`firstCall`, `leadPhotoSizes`, and mf-landers' `landerKinds`), so the server learns them at run time.
import { declaredFirstCall, landerKindOf, type ResolvedRoute, type RouteTable } from './route-table';

/** The URL of the first call of the page at `resolved`, as its remote's API client writes it; null for none. */
export function pageFirstCall(resolved: ResolvedRoute, table: RouteTable): string | null {
  return declaredFirstCall(resolved, table);
}

/** The `sizes` of the photo the page at `resolved` shows largest, or null where there is none to preload. */
export function leadPhotoSizesOf(resolved: ResolvedRoute, table: RouteTable): string | null {
  return resolved.route.leadPhotoSizes ?? landerKindOf(resolved, table)?.leadPhotoSizes ?? null;
}
