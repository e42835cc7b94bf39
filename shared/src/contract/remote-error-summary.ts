// What the shell's error beacon may say about an error, without zod: the shell imports it on every page.
export const REMOTE_ERROR_KINDS = ['load', 'render', 'unhandled'] as const;
export type RemoteErrorKind = (typeof REMOTE_ERROR_KINDS)[number];

/** Longest summary kept: enough for `TypeError: x is undefined`, too short to carry a page of data. */
export const REMOTE_ERROR_SUMMARY_LENGTH = 160;

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
