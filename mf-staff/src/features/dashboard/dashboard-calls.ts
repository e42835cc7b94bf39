import type { StaffDashboardAnswer } from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const DASHBOARD_KEY = ['staff', 'dashboard'] as const;

export const getDashboard = (signal?: AbortSignal) =>
  staffApi.request<StaffDashboardAnswer>('GET', '/api/staff/dashboard', undefined, { signal });
