// A page in its own chunk, and its own texts (the `chunk-messages/` folder beside it) in a chunk per locale,
// so that a visit to the search page does not download the texts of every other page of this remote.
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadMessages } from '@dating/build-config/messages';
import { type ImportTexts, lazyWithTexts } from '@dating/shared/lazy-with-texts';

/** One locale's `chunk-messages/<locale>.json` of a page, as its `import()` resolves. */
export type LoadPageTexts = ImportTexts;

/**
 * The page and its texts load in parallel, and the page shows with the remote's messages and its texts
 * (`lazyWithTexts`); a page without `loadTexts` shows the remote's messages only.
 */
export function lazyPage<P extends object>(
  loadPage: () => Promise<ComponentType<P>>,
  loadTexts?: LoadPageTexts,
): LazyExoticComponent<ComponentType<P>> {
  return lazyWithTexts(loadPage, { packageMessages: loadMessages, importTexts: loadTexts });
}
