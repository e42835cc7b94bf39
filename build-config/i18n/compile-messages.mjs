// Messages ship to the browser precompiled to react-intl's AST, so the page needs no ICU parser: the build
// aliases `@formatjs/icu-messageformat-parser` to its `no-parser` entry (create-config.mjs), which saves the
// parser and its skeleton parser (~7 KB gzip) on every page.
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * `{ id: text }` -> `{ id: ast }`, parsed as intl-messageformat would parse the text at run time (its
 * default options: skeletons parsed, `other` required, tags recognised) for the given locale.
 */
export function compileMessages(messages, locale) {
  const options = { locale: new Intl.Locale(locale) };
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      compiled[id] = parse(text, options);
    } catch (error) {
      throw new Error(`message ${id} (${locale}) is not valid ICU: ${error.message}`, { cause: error });
    }
  }
  return compiled;
}
