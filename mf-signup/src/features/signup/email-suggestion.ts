import Mailcheck from 'mailcheck';

/** A likely intended address for a typo in a well-known domain (`anna@gmial.com` -> `anna@gmail.com`). */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  if (!trimmed.includes('@')) return null;
  let suggestion: string | null = null;
  // `run` fills in the library's lists of common domains; it calls back at once, not asynchronously.
  Mailcheck.run({
    email: trimmed,
    suggested: (found: { full: string }) => {
      suggestion = found.full;
    },
  });
  return suggestion !== null && suggestion !== trimmed ? suggestion : null;
}
