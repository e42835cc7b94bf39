// @feature-public: other features import this module (docs/conventions.md, Layout).
import type {
  StaffGuardNoticesAnswer,
  StaffRemoteHistoryAnswer,
  StaffRemoteSetBody,
  StaffRemoteSiteBody,
  StaffRemoteSplitBody,
  StaffRemotesAnswer,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

/** A site's id, or `*` for the all-sites row. */
export type RegistrySiteKey = number | '*';

export const remotesKey = (site: RegistrySiteKey) => ['staff', 'remotes', site] as const;
export const remoteHistoryKey = (site: RegistrySiteKey, remote: string) =>
  ['staff', 'remotes', site, 'history', remote] as const;

export const getRemotes = (site: RegistrySiteKey, signal?: AbortSignal) =>
  staffApi.request<StaffRemotesAnswer>('GET', '/api/staff/remotes', undefined, {
    signal,
    query: { site: String(site) },
  });

export const getRemoteHistory = (site: RegistrySiteKey, remote: string, signal?: AbortSignal) =>
  staffApi.request<StaffRemoteHistoryAnswer>(
    'GET',
    `/api/staff/remotes/${encodeURIComponent(remote)}/history`,
    undefined,
    { signal, query: { site: String(site) } },
  );

// Registry changes are never retried on their own: a rollback sent twice would undo two changes.
const post = (remote: string, action: string, body: unknown) =>
  staffApi.request<StaffRemotesAnswer>(
    'POST',
    `/api/staff/remotes/${encodeURIComponent(remote)}/${action}`,
    body,
    { retry: false },
  );

export const setRemote = (remote: string, body: StaffRemoteSetBody) => post(remote, 'set', body);
export const splitRemote = (remote: string, body: StaffRemoteSplitBody) => post(remote, 'split', body);
export const rollbackRemote = (remote: string, body: StaffRemoteSiteBody) => post(remote, 'rollback', body);
export const unsetRemote = (remote: string, body: StaffRemoteSiteBody) => post(remote, 'unset', body);

/** The guard's notices not yet dismissed, of every site the staff member sees. */
export const guardNoticesKey = ['staff', 'remotes', 'guard-notices'] as const;

export const getGuardNotices = (signal?: AbortSignal) =>
  staffApi.request<StaffGuardNoticesAnswer>('GET', '/api/staff/remotes/guard-notices', undefined, { signal });

export const dismissGuardNotice = (id: number) =>
  staffApi.request<StaffGuardNoticesAnswer>(
    'POST',
    `/api/staff/remotes/guard-notices/${id}/dismiss`,
    undefined,
    { retry: false },
  );
