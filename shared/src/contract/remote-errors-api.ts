// POST /api/remote-errors.php: the shell's beacon when a remote fails in the browser (docs/deploying-remotes.md).
// It names the remote's package and the entry it was served as, what kind of failure it was and a short
// summary of the error: nothing about the visitor, and nothing longer than an error's class and message.
import { z } from 'zod';
import { REMOTE_ERROR_KINDS, remoteErrorSummary } from './remote-error-summary';
import { REMOTES } from './route-owners';

const PACKAGES = Object.values(REMOTES) as [string, ...string[]];

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
