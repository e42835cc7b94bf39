// Tells the API which remote version failed in this browser (POST /api/remote-errors.php), so `npm run
// remotes -- stats` shows an error rate per version and a split's guard can roll a bad variant back. A
// beacon survives the page unloading (a chunk error reloads it). It names the remote, its version, the kind
// of failure and a short scrubbed summary: nothing about the visitor.
import { remoteErrorSummary, type RemoteErrorKind } from '@dating/shared';
import { servedBuild } from './federation';
import { REMOTES, REMOTE_NAMES, type RemoteName } from './remote-names';

/** A page that keeps failing reports its first few failures; the rate needs no more than that. */
export const MAX_REPORTS_PER_PAGE = 5;
const BEACON_URL = '/api/remote-errors.php';

let sent = 0;
const seen = new Set<string>();

export function reportRemoteError(remote: RemoteName, kind: RemoteErrorKind, error: unknown): void {
  const build = servedBuild(remote);
  if (!build || sent >= MAX_REPORTS_PER_PAGE) return;
  const summary = remoteErrorSummary(error);
  // The same failure again (a Retry that fails the same way) is one report.
  const key = `${remote} ${kind} ${summary}`;
  if (seen.has(key)) return;
  seen.add(key);
  sent += 1;
  const body = JSON.stringify({ remote: REMOTES[remote], version: build.entry, kind, error: summary });
  if (navigator.sendBeacon?.(BEACON_URL, new Blob([body], { type: 'application/json' }))) return;
  void fetch(BEACON_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
  }).catch(() => {});
}

/** The served remote whose files a stack trace or script URL names, if any. */
export function remoteOfStack(text: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    const build = servedBuild(remote);
    if (build && text.includes(build.base)) return remote;
  }
  return null;
}

const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? '') : '');

/**
 * Errors nobody caught (an event handler, a timer, a rejected promise) are reported when their stack
 * points into a remote's files; the shell's own errors and third-party scripts are left alone.
 */
export function reportUnhandledRemoteErrors(): () => void {
  const report = (error: unknown, where: string) => {
    const remote = remoteOfStack(where);
    if (remote) reportRemoteError(remote, 'unhandled', error);
  };
  const onError = (event: ErrorEvent) =>
    report(event.error ?? event.message, `${event.filename} ${stackOf(event.error)}`);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, stackOf(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export function resetRemoteErrorReportsForTests(): void {
  sent = 0;
  seen.clear();
}
