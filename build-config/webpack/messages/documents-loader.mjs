// A `documents/<locale>.json` file (a page's long texts, which the page imports itself), compiled like the
// package's messages (messages-loader.mjs): the browser gets ASTs, never ICU text it would have to parse.
import { basename } from 'node:path';
import { compileMessages } from '../../i18n/compile-messages.mjs';

export default function documentsLoader(source) {
  const locale = basename(this.resourcePath, '.json');
  return `export default ${JSON.stringify(compileMessages(JSON.parse(source), locale))};`;
}
