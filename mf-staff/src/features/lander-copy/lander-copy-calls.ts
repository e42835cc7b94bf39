import type { StaffLanderCopyAnswer, StaffLanderCopyPut } from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const landerCopyKey = (site: string) => ['staff', 'lander-copy', site] as const;

/** A site's overrides and built-in texts; `site` empty: the first site the staff member may edit. */
export const getLanderCopy = (site: string, signal?: AbortSignal) =>
  staffApi.request<StaffLanderCopyAnswer>(
    'GET',
    `/api/staff/lander-copy${site ? `?${new URLSearchParams({ site })}` : ''}`,
    undefined,
    { signal },
  );

export interface CopySlot {
  domain: string;
  kind: string;
  locale: string;
  field: string;
}

const slotPath = ({ domain, kind, locale, field }: CopySlot) =>
  `/api/staff/lander-copy/${[domain, kind, locale, field].map(encodeURIComponent).join('/')}`;

export const putLanderCopy = (slot: CopySlot, body: StaffLanderCopyPut) =>
  staffApi.request<StaffLanderCopyAnswer>('PUT', slotPath(slot), body, { retry: false });

export const deleteLanderCopy = (slot: CopySlot) =>
  staffApi.request<StaffLanderCopyAnswer>('DELETE', slotPath(slot), undefined, { retry: false });
