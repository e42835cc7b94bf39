// The page's address where there is no window: a remote's server build sets it before each render
// (remote-app/render-on-server.tsx), and useLocation reads it as its server snapshot, which is also what the
// browser's first render of a hydrating page uses, so both draw the same page.
let serverHref = 'http://localhost/';

export function setServerLocation(href: string): void {
  serverHref = href;
}

export function serverLocation(): string {
  return typeof window === 'undefined' ? serverHref : window.location.href;
}
