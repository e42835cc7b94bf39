// POST /api/remote-errors.php: the shell's beacon when a remote fails in the browser (docs/deploying-remotes.md).
// It names the remote's package and the entry it was served as, what kind of failure it was and a short
// summary of the error: nothing about the visitor, and nothing longer than an error's class and message.
import { z } from 'zod';
import { REMOTES } from './route-owners';

export const REMOTE_ERROR_KINDS = ['load', 'render', 'unhandled'] as const;
export type RemoteErrorKind = (typeof REMOTE_ERROR_KINDS)[number];

/** Longest summary kept: enough for `TypeError: x is undefined`, too short to carry a page of data. */
export const REMOTE_ERROR_SUMMARY_LENGTH = 160;

const PACKAGES = Object.values(REMOTES) as [string, ...string[]];

/**
 * An error as `Class: message`, one line, query strings and fragments cut from every URL in it (they may
 * carry tokens or ids), e-mail addresses and long numbers masked, and truncated. Used by the shell before it
 * sends and again by the API on what it receives, so a hand-made request stores no more than the shell would.
 */
export function remoteErrorSummary(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Error';
  return text
    .replace(/\s+/g, ' ')
    .replace(/[?#][^\s'")]*/g, '')
    .replace(/[^\s'"()<>@]+@[^\s'"()<>@]+/g, '[email]')
    .replace(/\d{5,}/g, '[n]')
    .trim()
    .slice(0, REMOTE_ERROR_SUMMARY_LENGTH);
}

/** A built version (`1.4.0`, `dev`) or a manifest URL without query, as the registry names an entry. */
const entrySchema = z
  .string()
  .max(300)
  .regex(/^(?:[0-9A-Za-z][0-9A-Za-z._-]{0,63}|https?:\/\/[^\s?#]+)$/, 'a version or a manifest URL');

// Strict: a field beyond these four is refused, so nothing else about the visitor can ride along.
export const remoteErrorBodySchema = z.strictObject({
  remote: z.enum(PACKAGES),
  version: entrySchema,
  kind: z.enum(REMOTE_ERROR_KINDS),
  error: z.string().max(1000).transform(remoteErrorSummary),
});
export type RemoteErrorBody = z.input<typeof remoteErrorBodySchema>;
