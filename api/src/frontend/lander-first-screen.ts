// A lander's first screen in the HTML itself, before any script: its headline, lead and a real link to the
// signup, so a slow phone (or one without JavaScript) can act at once. It lies over the page as one box of
// the screen's height, so the shell's header and the remote's content arriving beneath it move nothing
// that is seen; mf-landers removes it when its page has drawn (lander-frame.tsx), the shell when the
// visitor navigates to a page that is not a lander. docs/public-pages.md.
import {
  LANDER_FIRST_SCREEN_ID as FIRST_SCREEN_ID,
  TRACKING_FIELDS,
  type SignupMode,
} from '@dating/shared/contract';
import { escapeHtml, type FirstScreen } from './page-head';

export type { SignupMode };

/**
 * Where the call to action leads: the signup with the visit's tracking, or the login where sign-ups are closed
 * to this visitor (invite only, partners only without a traffic source, or `closed` for everyone).
 */
export function firstScreenTarget(search: URLSearchParams, mode: SignupMode): string {
  const open = mode === 'all' || (mode === 'with_trafficsource' && Boolean(search.get('network')?.trim()));
  if (!open) return '/login';
  const tracking = new URLSearchParams();
  for (const field of TRACKING_FIELDS) {
    const value = search.get(field);
    if (value) tracking.set(field, value);
  }
  const query = tracking.toString();
  return query ? `/signup?${query}` : '/signup';
}

const STYLE =
  `#${FIRST_SCREEN_ID}{position:absolute;top:0;left:0;right:0;z-index:1;box-sizing:border-box;` +
  'min-height:100vh;min-height:100svh;display:flex;flex-direction:column;align-items:center;' +
  'justify-content:center;gap:16px;padding:24px;text-align:center;background:#fff;color:#1f1a24;' +
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  `#${FIRST_SCREEN_ID} h1{margin:0;font-size:clamp(1.75rem,6vw,2.75rem);line-height:1.2;max-width:20ch}` +
  `#${FIRST_SCREEN_ID} p{margin:0;font-size:1.125rem;max-width:36ch}` +
  `#${FIRST_SCREEN_ID} a{display:inline-block;min-height:48px;box-sizing:border-box;padding:12px 32px;` +
  'border-radius:999px;background:#C8107A;color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none}' +
  `#${FIRST_SCREEN_ID} a:focus-visible{outline:3px solid #1f1a24;outline-offset:3px}`;

/** The markup, placed first in <body>; every text is escaped. */
export function firstScreenHtml(screen: FirstScreen, target: string): string {
  return (
    `<style>${STYLE}</style>` +
    `<div id="${FIRST_SCREEN_ID}" data-testid="${FIRST_SCREEN_ID}">` +
    `<h1>${escapeHtml(screen.headline)}</h1>` +
    (screen.lead ? `<p>${escapeHtml(screen.lead)}</p>` : '') +
    `<a href="${escapeHtml(target)}">${escapeHtml(target === '/login' ? screen.login : screen.cta)}</a>` +
    '</div>'
  );
}
