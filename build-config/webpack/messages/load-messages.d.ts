/**
 * The merged messages of this package (and of @dating/shared) for one locale, fetched as one chunk.
 * Unknown locales fall back to English.
 */
export function loadMessages(locale: string): Promise<Record<string, string>>;
