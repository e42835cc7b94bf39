import type {
  StaffSiteCreate,
  StaffSiteFile,
  StaffSitePatch,
  StaffSitesAnswer,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const sitesKey = ['staff', 'sites'] as const;
export const siteKey = (domain: string) => ['staff', 'site', domain] as const;

const sitePath = (domain: string) => `/api/staff/sites/${encodeURIComponent(domain)}`;

export const listSites = (signal?: AbortSignal) =>
  staffApi.request<StaffSitesAnswer>('GET', '/api/staff/sites', undefined, { signal });

export const getSite = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffSiteFile>('GET', sitePath(domain), undefined, { signal });

export const createSite = (body: StaffSiteCreate) =>
  staffApi.request<StaffSiteFile>('POST', '/api/staff/sites', body, { retry: false });

export const updateSite = (domain: string, body: StaffSitePatch) =>
  staffApi.request<StaffSiteFile>('PATCH', sitePath(domain), body, { retry: false });
