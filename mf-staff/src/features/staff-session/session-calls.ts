// @feature-public: other features import this module (docs/conventions.md, Layout).
import { createIdempotencyKey } from '@dating/shared';
import type {
  Locale,
  StaffLoginBody,
  StaffMember,
  StaffPasswordBody,
  StaffSessionAnswer,
  StaffSetupAnswer,
  StaffSetupBody,
  StaffSetupConfirmBody,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

/** The query key of the staff member signed in (GET /api/staff/me). */
export const STAFF_ME_KEY = ['staff', 'me'] as const;

export const getStaffMe = (signal?: AbortSignal): Promise<StaffMember> =>
  staffApi
    .request<StaffSessionAnswer>('GET', '/api/staff/me', undefined, { signal })
    .then((answer) => answer.staff);

export const saveStaffLocale = (locale: Locale): Promise<StaffMember> =>
  staffApi
    .request<StaffSessionAnswer>('PATCH', '/api/staff/me', { locale }, { retry: false })
    .then((answer) => answer.staff);

/** A login the staff member resubmits himself: never retried, a wrong code must not be sent twice. */
export const staffLogIn = (body: StaffLoginBody): Promise<StaffMember> =>
  staffApi
    .request<StaffSessionAnswer>('POST', '/api/staff/login', body, { retry: false })
    .then((answer) => answer.staff);

export const staffLogOut = (): Promise<unknown> =>
  staffApi.request('POST', '/api/staff/logout', undefined, { idempotencyKey: createIdempotencyKey() });

export const startSetup = (body: StaffSetupBody): Promise<StaffSetupAnswer> =>
  staffApi.request<StaffSetupAnswer>('POST', '/api/staff/setup', body, { retry: false });

export const confirmSetup = (body: StaffSetupConfirmBody): Promise<unknown> =>
  staffApi.request('POST', '/api/staff/setup/confirm', body, { retry: false });

/** The staff member's own new password; typed again rather than retried (a wrong current one counts). */
export const changeOwnPassword = (body: StaffPasswordBody): Promise<unknown> =>
  staffApi.request('POST', '/api/staff/me/password', body, { retry: false });
