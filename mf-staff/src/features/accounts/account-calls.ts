// @feature-public: other features import this module (docs/conventions.md, Layout): the audit log picks
// whose actions to show from the team list.
import type {
  StaffAccountActionBody,
  StaffAccountAnswer,
  StaffAccountCreateBody,
  StaffAccountSetupAnswer,
  StaffAccountsAnswer,
  StaffAccountUpdateBody,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const accountsKey = ['staff', 'accounts'] as const;

export const getAccounts = (signal?: AbortSignal) =>
  staffApi.request<StaffAccountsAnswer>('GET', '/api/staff/accounts', undefined, { signal });

// Never retried on their own: a repeated create would be refused as taken, a repeated reset would void the
// link the first one answered.
export const createAccount = (body: StaffAccountCreateBody) =>
  staffApi.request<StaffAccountSetupAnswer>('POST', '/api/staff/accounts', body, { retry: false });

export const updateAccount = (id: number, body: StaffAccountUpdateBody) =>
  staffApi.request<StaffAccountAnswer>('PATCH', `/api/staff/accounts/${id}`, body, { retry: false });

export const disableAccount = (id: number, body: StaffAccountActionBody) =>
  staffApi.request<StaffAccountAnswer>('POST', `/api/staff/accounts/${id}/disable`, body, { retry: false });

export const enableAccount = (id: number, body: StaffAccountActionBody) =>
  staffApi.request<StaffAccountAnswer>('POST', `/api/staff/accounts/${id}/enable`, body, { retry: false });

export const resetTwoFactor = (id: number, body: StaffAccountActionBody) =>
  staffApi.request<StaffAccountSetupAnswer>('POST', `/api/staff/accounts/${id}/reset-two-factor`, body, {
    retry: false,
  });
