// This remote's pages rendered on the server (the server build's entry, `dist/<version>/server/render.js`):
// the same pages, messages and query store as ./app, so the browser hydrates what the server wrote.
import { createRemoteServer } from '@dating/shared/remote-app/server';
import { loadMessages } from '@dating/build-config/messages';
import { pages } from '@dating/build-config/pages';
import { queryClient } from './query-client';
import { REMOTE_NAME, REMOTE_PACKAGE, REMOTE_VERSION } from './remote-name';

export const render = createRemoteServer({
  name: REMOTE_NAME,
  package: REMOTE_PACKAGE,
  version: REMOTE_VERSION,
  emotionKey: REMOTE_PACKAGE,
  loadMessages,
  pages,
  queryClient,
});
