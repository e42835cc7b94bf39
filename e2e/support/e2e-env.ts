// Where the e2e server runs and how the browser reaches it. Ports 18400-18499 belong to the e2e suite.
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The first free port of this range is taken by the global setup (set in E2E_PORT for the workers). */
export const E2E_PORT_RANGE = [18400, 18499] as const;
export const E2E_PORT = Number(process.env.E2E_PORT ?? E2E_PORT_RANGE[0]);
/**
 * The first demo site: the server answers an unknown Host (127.0.0.1) with it. Other sites are reached
 * by name: Chromium resolves every *.test domain to 127.0.0.1 (e.g. http://herzenssache.test:<port>).
 */
export const E2E_SITE = 'flirtlocal.test';
/**
 * `E2E_BASE_URL` (with `E2E_DATA_DIR`) runs the suite against a server that is already running, e.g.
 * `npm run dev`, instead of building and starting one.
 */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
export const BASE_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
/**
 * Machine token of the e2e server (site administration, tracking, the development mailbox and SMS outbox).
 * Against a server that is already running (`E2E_BASE_URL`), start it with the same ADMIN_TOKEN or set
 * E2E_ADMIN_TOKEN.
 */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-staff-token-0123456789abcdef';
/** Set by the global setup: the server's fresh data folder (PGlite, remotes.json). */
export const DATA_DIR_ENV = 'E2E_DATA_DIR';

/** A second, separately built version of mf-landers, for the registry swap test. */
export const SWAP_REMOTE = 'mf-landers';
export const SWAP_VERSION = '0.0.0-e2e-swap';
/** A copy of a mf-members build with its page chunk deleted, for the chunk-load failure test. */
export const BROKEN_CHUNK_REMOTE = 'mf-members';
/**
 * mf-members as a development build (`webpack --mode development`), the way docs/deploying-remotes.md has a
 * developer work on one remote against the served production shell.
 */
export const DEV_BUILD_REMOTE = 'mf-members';
export const DEV_BUILD_VERSION = '0.0.0-e2e-dev';
/** A remote that loads but whose mount throws (e2e/fixtures/failing-remote), served as an mf-landers version. */
export const failingVersion = (): string => `0.0.0-e2e-failing-mount-${process.env.E2E_PORT ?? 'external'}`;

/** Per run (by port), so a run's teardown never deletes the fixture another run is using. */
export const brokenChunkVersion = (): string =>
  `0.0.0-e2e-broken-chunk-${process.env.E2E_PORT ?? 'external'}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  `--host-resolver-rules=MAP *.test 127.0.0.1`,
];
