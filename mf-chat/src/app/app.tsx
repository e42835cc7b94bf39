// The single-spa lifecycles the shell mounts on this remote's routes (exposed as `./app`).
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteCrash } from './remote-crash';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  // The pages load after the lifecycles, so the shell can mount this remote before its pages arrive.
  loadRootComponent: () => import('./remote-root').then((module) => module.RemoteRoot),
  errorBoundary: (error) => <RemoteCrash error={error} />,
});
