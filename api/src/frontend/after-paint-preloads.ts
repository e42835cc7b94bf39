// The preloads of a page's scripts are held in a `<template data-after-paint>`, which the browser does not
// fetch from; shell/public/start-after-paint.js puts them in the head when it starts main.js, once the page
// and its lead photos are painted. As live links from the start, the shell's and the remote's scripts (some
// 300 KB) shared a phone's first second of bandwidth with the lead photo and the rest of the HTML, which the
// first screen needs and they do not. The lead photos' own preloads (lead-photo-preloads.ts) stay live, and
// so do the scripts' on a page drawn in the browser (the signup, a member's pages), which shows nothing before
// they run.

/** The links, held until the page is painted; nothing when there are none. */
export function heldUntilPaint(links: string[]): string[] {
  return links.length === 0 ? [] : [`<template data-after-paint>${links.join('')}</template>`];
}

const HELD = /<template data-after-paint>(.*?)<\/template>/gs;

/** The page with the links the shell's own HTML holds (main.js's) live again, for a page drawn in the browser. */
export function releasedAtOnce(html: string): string {
  return html.replace(HELD, (_, links: string) => links);
}
