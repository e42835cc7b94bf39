// The remotes are named in the contract (the server serves them too); the shell's modules import them from here.
export { isRemoteName, REMOTE_NAMES, REMOTES, type RemoteName } from '@dating/shared';
