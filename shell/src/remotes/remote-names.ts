/** Federation container name of each remote -> its package folder (the path under /mf/). */
export const REMOTES = {
  mf_members: 'mf-members',
  mf_chat: 'mf-chat',
  mf_payments: 'mf-payments',
  mf_signup: 'mf-signup',
  mf_landers: 'mf-landers',
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTES, value);
}
