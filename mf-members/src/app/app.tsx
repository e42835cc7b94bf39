// The single-spa lifecycles the shell mounts on this remote's routes (exposed as `./app`), and the widget
// factory of its home-page suggestions. The messages loader is built per package, so it is imported here.
import { createRemoteApp } from '@dating/shared/remote-app';
import { loadMessages } from '@dating/build-config/messages';
import { pages } from '@dating/build-config/pages';
import { emotionCache } from './emotion-cache';
import { queryClient } from './query-client';
import { REMOTE_NAME, REMOTE_PACKAGE, REMOTE_VERSION } from './remote-name';

export const { bootstrap, mount, unmount, createWidget } = createRemoteApp({
  name: REMOTE_NAME,
  package: REMOTE_PACKAGE,
  version: REMOTE_VERSION,
  emotionCache,
  loadMessages,
  // One lazy file per route, made by the build from src/pages/ (the same files it exposes as ./page/<route>).
  pages,
  queryClient,
});
