// The @dating/shared range each served remote version was built against, as the registry published it with
// the routes. The shell provides one version (compiled in from shared/package.json); a remote whose range
// it does not satisfy is not mounted: its area shows the error state and the rest of the site works.
import { satisfiesRange } from '@dating/shared';
import type { RemoteName } from './remote-names';

/** The @dating/shared this shell provides to every remote. */
export const SHARED_VERSION: string = process.env.SHARED_VERSION ?? '0.0.0';

let contracts: Partial<Record<string, string>> = {};

export function setRemoteContracts(next: Partial<Record<string, string>> | undefined): void {
  contracts = { ...next };
}

export function updateRemoteContract(remote: RemoteName, range: string | undefined): void {
  contracts = { ...contracts, [remote]: range };
}

/** Why this shell must not mount `remote`'s served version, or null. A build that names no range predates them. */
export function contractProblem(remote: RemoteName, provided: string = SHARED_VERSION): string | null {
  const range = contracts[remote];
  if (range === undefined || satisfiesRange(provided, range)) return null;
  return `${remote} was built against @dating/shared ${range}; this shell provides ${provided}`;
}
