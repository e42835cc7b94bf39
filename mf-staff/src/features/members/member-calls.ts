import type {
  StaffBanAnswer,
  StaffBanBody,
  StaffCreditsAnswer,
  StaffCreditsBody,
  StaffMemberFile,
  StaffMembersAnswer,
  StaffNoteBody,
  StaffReasonBody,
  StaffRefundAnswer,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const membersSearchKey = (q: string) => ['staff', 'members', q] as const;
export const memberFileKey = (id: number) => ['staff', 'member', id] as const;

/** GET members?q=: by e-mail, id or name, across the sites the staff member may see. */
export const searchMembers = (q: string, signal?: AbortSignal) =>
  staffApi.request<StaffMembersAnswer>('GET', '/api/staff/members', undefined, { signal, query: { q } });

export const getMemberFile = (id: number, signal?: AbortSignal) =>
  staffApi.request<StaffMemberFile>('GET', `/api/staff/members/${id}`, undefined, { signal });

// Writes are never retried by the client on their own; the money actions carry an Idempotency-Key made once
// per confirmed action, so a repeat the server sees (a double click, a lost answer) refunds or credits once.
const post = <T>(path: string, body: unknown, idempotencyKey?: string) =>
  staffApi.request<T>('POST', path, body, { retry: false, idempotencyKey });

export const banMember = (id: number, body: StaffBanBody) =>
  post<StaffBanAnswer>(`/api/staff/members/${id}/ban`, body);
export const unbanMember = (id: number, body: StaffReasonBody) =>
  post<StaffBanAnswer>(`/api/staff/members/${id}/unban`, body);
export const correctCredits = (id: number, body: StaffCreditsBody, key: string) =>
  post<StaffCreditsAnswer>(`/api/staff/members/${id}/credits`, body, key);
export const refundPayment = (paymentId: number, body: StaffReasonBody, key: string) =>
  post<StaffRefundAnswer>(`/api/staff/payments/${paymentId}/refund`, body, key);
export const blockDirectDebit = (id: number, body: StaffReasonBody) =>
  post<unknown>(`/api/staff/members/${id}/direct-debit-block`, body);
export const sendResetMail = (id: number, body: StaffReasonBody) =>
  post<unknown>(`/api/staff/members/${id}/reset-mail`, body);
export const endSessions = (id: number, body: StaffReasonBody) =>
  post<{ ended: number }>(`/api/staff/members/${id}/end-sessions`, body);
export const addNote = (id: number, body: StaffNoteBody) =>
  post<{ id: number }>(`/api/staff/members/${id}/notes`, body);
