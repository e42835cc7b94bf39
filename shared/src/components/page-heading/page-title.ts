// The window title of the page on screen: "<page> · <site>". The page that sets it claims it for its path,
// so the shell's default (the site's own title, for a page that sets none) never overwrites it, whichever
// of the two React roots happens to render last. @dating/shared is one instance per page, so the claim is
// seen by the shell and every remote.
let claimedFor: string | null = null;

export function setPageTitle(page: string, siteName: string | undefined): void {
  const title = siteName ? `${page} · ${siteName}` : page;
  if (document.title !== title) document.title = title;
  claimedFor = window.location.pathname;
}

/** Whether the page at the current path has set its own title. */
export function pageTitleClaimed(): boolean {
  return claimedFor === window.location.pathname;
}
