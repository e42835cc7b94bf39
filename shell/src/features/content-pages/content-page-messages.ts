// @feature-public: other features import this module (docs/conventions.md, Layout).
// The content pages' documents (terms, privacy, FAQ, ...) are long and only these pages show them, so they are
// not in the shell's messages that every page downloads: each locale's texts are a chunk of their own,
// loaded with the content page and merged with the shell's messages.
import { loadMessages } from '@dating/build-config/messages';
import type { Locale, Messages } from '@dating/shared';

function loadContentTexts(locale: Locale): Promise<Messages> {
  return import(/* webpackChunkName: "content-documents-[request]" */ `./documents/${locale}.json`).then(
    (module: { default: Messages }) => module.default,
  );
}

/** The shell's messages of one locale plus the content pages' texts (a `LoadMessages` for `LocaleProvider`). */
export function loadContentPageMessages(locale: Locale): Promise<Messages> {
  return Promise.all([loadMessages(locale), loadContentTexts(locale)]).then(([shell, content]) => ({
    ...shell,
    ...content,
  }));
}
