import { createContext } from 'react';
import type { Locale } from '../contract/locales';

/** The locale whose messages are on screen (it lags the bus while the next locale's messages load). */
export const LocaleContext = createContext<Locale | null>(null);
