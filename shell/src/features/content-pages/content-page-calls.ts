// `GET /api/content-page.php`: the site's own text of a content page in a locale (site console), or null
// where the page shows its built-in document.
import { api, type ContentToken, type Locale } from '@dating/shared';

export const contentPageKey = (page: ContentToken, locale: Locale) => ['content-page', page, locale] as const;

export const loadContentPage = (page: ContentToken, locale: Locale, signal?: AbortSignal) =>
  api.get('/api/content-page.php', { query: { page, locale }, ...(signal ? { signal } : {}) });
