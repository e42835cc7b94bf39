// The unread indicator as single-spa parcel lifecycles, for the shell's header (exposed as `./unread-indicator`).
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteProviders } from '../../app/remote-providers';
import { UnreadIndicator } from './unread-indicator';

function UnreadIndicatorWidget() {
  return (
    <RemoteProviders>
      <UnreadIndicator />
    </RemoteProviders>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: UnreadIndicatorWidget,
  // A broken badge must not break the header: it renders nothing instead.
  errorBoundary: () => <></>,
});
