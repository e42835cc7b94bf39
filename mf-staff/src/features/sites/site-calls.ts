import type {
  ContentPageTextInput,
  ContentToken,
  Locale,
  StaffContentPage,
  StaffContentPageAnswer,
  StaffContentPagesAnswer,
  StaffBundle,
  StaffBundleCreate,
  StaffBundlePatch,
  StaffBundlesAnswer,
  StaffCountryMethods,
  StaffDiscountCode,
  StaffDiscountCodeCreate,
  StaffDiscountCodePatch,
  StaffDiscountCodesAnswer,
  StaffGift,
  StaffGiftPatch,
  StaffGiftsAnswer,
  StaffPaymentMethodsAnswer,
  StaffPaymentMethodsPut,
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

export const bundlesKey = (domain: string) => ['staff', 'site', domain, 'bundles'] as const;

export const listBundles = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffBundlesAnswer>('GET', `${sitePath(domain)}/bundles`, undefined, { signal });

export const createBundle = (domain: string, body: StaffBundleCreate) =>
  staffApi.request<StaffBundle>('POST', `${sitePath(domain)}/bundles`, body, { retry: false });

/** The replacement bundle after a new price; null after retiring. */
export const updateBundle = (domain: string, id: number, body: StaffBundlePatch) =>
  staffApi.request<StaffBundle | null>('PATCH', `${sitePath(domain)}/bundles/${id}`, body, { retry: false });

export const codesKey = (domain: string) => ['staff', 'site', domain, 'discount-codes'] as const;

export const listCodes = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffDiscountCodesAnswer>('GET', `${sitePath(domain)}/discount-codes`, undefined, {
    signal,
  });

export const createCode = (domain: string, body: StaffDiscountCodeCreate) =>
  staffApi.request<StaffDiscountCode>('POST', `${sitePath(domain)}/discount-codes`, body, { retry: false });

export const switchCode = (domain: string, id: number, body: StaffDiscountCodePatch) =>
  staffApi.request<StaffDiscountCode>('PATCH', `${sitePath(domain)}/discount-codes/${id}`, body, {
    retry: false,
  });

export const giftsKey = (domain: string) => ['staff', 'site', domain, 'gifts'] as const;

export const listGifts = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffGiftsAnswer>('GET', `${sitePath(domain)}/gifts`, undefined, { signal });

export const updateGift = (domain: string, id: number, body: StaffGiftPatch) =>
  staffApi.request<StaffGift>('PATCH', `${sitePath(domain)}/gifts/${id}`, body, { retry: false });

export const paymentMethodsKey = (domain: string) => ['staff', 'site', domain, 'payment-methods'] as const;

export const listPaymentMethods = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffPaymentMethodsAnswer>('GET', `${sitePath(domain)}/payment-methods`, undefined, {
    signal,
  });

/** One country's methods, also for a country that is not among the site's own. */
export const getPaymentMethods = (domain: string, country: string) =>
  staffApi.request<StaffCountryMethods>(
    'GET',
    `${sitePath(domain)}/payment-methods/${encodeURIComponent(country)}`,
  );

export const setPaymentMethods = (domain: string, country: string, body: StaffPaymentMethodsPut) =>
  staffApi.request<StaffCountryMethods>('PUT', `${sitePath(domain)}/payment-methods/${country}`, body, {
    retry: false,
  });

/** Back to every method the provider takes in the country. */
export const resetPaymentMethods = (domain: string, country: string) =>
  staffApi.request<StaffCountryMethods>(
    'DELETE',
    `${sitePath(domain)}/payment-methods/${country}`,
    undefined,
    {
      retry: false,
    },
  );
export const contentPagesKey = (domain: string) => ['staff', 'site', domain, 'content-pages'] as const;
export const contentPageKey = (domain: string, page: ContentToken, locale: Locale) =>
  ['staff', 'site', domain, 'content-pages', page, locale] as const;

const contentPagePath = (domain: string, page: ContentToken, locale: Locale) =>
  `${sitePath(domain)}/content-pages/${page}/${locale}`;

export const listContentPages = (domain: string, signal?: AbortSignal) =>
  staffApi.request<StaffContentPagesAnswer>('GET', `${sitePath(domain)}/content-pages`, undefined, {
    signal,
  });

/** The site's own text of the page in the locale; null where it shows the built-in one. */
export const getContentPage = (domain: string, page: ContentToken, locale: Locale, signal?: AbortSignal) =>
  staffApi.request<StaffContentPageAnswer>('GET', contentPagePath(domain, page, locale), undefined, {
    signal,
  });

export const saveContentPage = (
  domain: string,
  page: ContentToken,
  locale: Locale,
  body: ContentPageTextInput,
) => staffApi.request<StaffContentPage>('PUT', contentPagePath(domain, page, locale), body, { retry: false });

export const resetContentPage = (domain: string, page: ContentToken, locale: Locale) =>
  staffApi.request<undefined>('DELETE', contentPagePath(domain, page, locale), undefined, { retry: false });
