// `@dating/shared/remote-app`: what a remote's `./app` is made with. Not in the browser entry, because every
// page downloads all of that entry, and the shell's own pages have no use for single-spa-react.
export {
  createRemoteApp,
  type CreateRemoteAppOptions,
  type RemoteApp,
  type RemoteProvidersProps,
  type RemoteWidgetLifecycles,
} from './create-remote-app';
export type { RemotePageLoaders } from './page-loader';
export type { RemotePageProps } from './remote-root';
export type { RemoteIdentity } from './remote-identity';
