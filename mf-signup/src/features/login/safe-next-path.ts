/**
 * Where to go after logging in: the `next` query parameter when it is a path on this site, else the
 * members area. Anything else (`//evil.example`, `https://...`, `javascript:`) is an open redirect.
 */
export function safeNextPath(next: string | null, fallback = '/members'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'https://site.invalid');
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
