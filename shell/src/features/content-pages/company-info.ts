// @feature-public: other features import this module (docs/conventions.md, Layout).
// `GET /api/companyinfo.php`, loaded once per page view and then shared (spec section 7: loaded once, cached).
import { useEffect, useState } from 'react';
import { api, type CompanyInfo } from '@dating/shared';

let cached: Promise<CompanyInfo> | null = null;

export function loadCompanyInfo(): Promise<CompanyInfo> {
  cached ??= api.get('/api/companyinfo.php', { retry: true }).catch((error: unknown) => {
    // A failure is not cached: the next page asks again.
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the kept answer: each page the server renders asks again (app/server.tsx). */
export function forgetCompanyInfo(): void {
  cached = null;
}

export type CompanyInfoState =
  { status: 'loading' } | { status: 'ready'; info: CompanyInfo } | { status: 'failed'; error: unknown };

export function useCompanyInfo(): CompanyInfoState {
  const [state, setState] = useState<CompanyInfoState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCompanyInfo().then(
      (info) => current && setState({ status: 'ready', info }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
