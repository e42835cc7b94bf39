/**
 * A fresh key for a POST the client may retry: the server answers a repeat with the first response, so a retried
 * message or payment never happens twice. Make one per user action, not per attempt.
 */
export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}
