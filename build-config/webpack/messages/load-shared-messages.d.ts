import type { MessageFormatElement } from 'react-intl';

/** @dating/shared's own messages for one locale, precompiled to ASTs. Unknown locales fall back to English. */
export function loadSharedMessages(locale: string): Promise<Record<string, MessageFormatElement[]>>;
