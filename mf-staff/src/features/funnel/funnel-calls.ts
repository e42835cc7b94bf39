import type {
  FunnelWinnerAnswer,
  FunnelWinnerBody,
  StaffFunnelAnswer,
  StaffFunnelQuery,
} from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

const FUNNEL_PATH = '/api/staff/funnel';

export const funnelKey = (query: StaffFunnelQuery) => ['staff', 'funnel', query] as const;

export const getFunnel = (query: StaffFunnelQuery, signal?: AbortSignal) =>
  staffApi.request<StaffFunnelAnswer>('GET', FUNNEL_PATH, undefined, { signal, query: { ...query } });

/** The same report as a download: a plain link, the browser sends the staff cookie with it. */
export function funnelCsvUrl(query: StaffFunnelQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${FUNNEL_PATH}.csv${text ? `?${text}` : ''}`;
}

export const declareWinner = (body: FunnelWinnerBody) =>
  staffApi.request<FunnelWinnerAnswer>('POST', `${FUNNEL_PATH}/winner`, body);
