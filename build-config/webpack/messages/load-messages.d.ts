import type { MessageFormatElement } from 'react-intl';

/**
 * The merged messages of this package for one locale, fetched as one chunk and precompiled to react-intl's
 * AST by the build; @dating/shared's LocaleProvider adds shared's own. Unknown locales fall back to English.
 */
export function loadMessages(locale: string): Promise<Record<string, MessageFormatElement[]>>;
