/** Who a remote is: the shell keys its area by `name`; `package` and `version` are written on its page roots. */
export interface RemoteIdentity {
  /** The federation container name (`mf_chat`); crash events name the remote by it. */
  name: string;
  /** The package name (`mf-chat`), written as `data-remote-root` so tests and support can tell who mounted a page. */
  package: string;
  /** The version this build was made as, written as `data-remote-version`. */
  version: string;
}
