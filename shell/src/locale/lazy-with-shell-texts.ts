// The shell's lazy features (dialogs, rarely visited pages) keep their texts in `chunk-messages/` folders,
// out of the messages every page downloads. All of them come as one chunk per locale (lazy-texts/<locale>.ts
// lists the folders): a chunk per feature and locale cost main.js as much as it saved, since webpack's runtime
// there names every chunk and every file it may load.
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadMessages } from '@dating/build-config/messages';
import { type ImportTexts, lazyWithTexts } from '@dating/shared/lazy-with-texts';

const importLazyTexts: ImportTexts = (locale) =>
  import(/* webpackChunkName: "shell-texts-[request]" */ `./lazy-texts/${locale}.ts`);

/** `React.lazy` for a shell feature that shows the shell's messages and its texts in `chunk-messages/`. */
export function lazyWithShellTexts<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazyWithTexts(importComponent, { packageMessages: loadMessages, importTexts: importLazyTexts });
}
