// The single-spa lifecycles the shell mounts on this remote's routes (exposed as `./app`), and the widget
// factory of its home-page suggestions. The messages loader is built per package, so it is imported here.
import { createRemoteApp } from '@dating/shared/remote-app';
import { loadMessages } from '@dating/build-config/messages';
import { emotionCache } from './emotion-cache';
import { REMOTE_NAME, REMOTE_PACKAGE, REMOTE_VERSION } from './remote-name';

export const { bootstrap, mount, unmount, createWidget } = createRemoteApp({
  name: REMOTE_NAME,
  package: REMOTE_PACKAGE,
  version: REMOTE_VERSION,
  emotionCache,
  loadMessages,
  // The pages load after the lifecycles, so the shell can mount this remote before its pages arrive.
  loadPages: () => import('./pages').then((module) => module.PAGES),
});
