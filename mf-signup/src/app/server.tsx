// This remote's pages rendered on the server (the server build's entry, `dist/<version>/server/render.js`):
// the same pages, messages and query store as ./app, so the browser hydrates what the server wrote. Only the
// pages listed here, which work before the script has taken them over: the login keeps what is typed into its
// fields and reads them when it is sent, and a login sent that early is held until the script sends it
// (shell/public/start-after-paint.js). The signup's steps and the password pages are drawn in the browser.
import { createRemoteServer } from '@dating/shared/remote-app/server';
import { loadMessages } from '@dating/build-config/messages';
import { pages } from '@dating/build-config/pages';
import { queryClient } from './query-client';
import { REMOTE_NAME, REMOTE_PACKAGE, REMOTE_VERSION } from './remote-name';

const SERVER_RENDERED_PAGES = ['login'];

export const render = createRemoteServer({
  name: REMOTE_NAME,
  package: REMOTE_PACKAGE,
  version: REMOTE_VERSION,
  emotionKey: REMOTE_PACKAGE,
  loadMessages,
  pages: Object.fromEntries(SERVER_RENDERED_PAGES.map((route) => [route, pages[route]])),
  queryClient,
});
