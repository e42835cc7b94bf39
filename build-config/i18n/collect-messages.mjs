// One place that knows where messages live, so the webpack build, jest and the i18n check agree.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

/**
 * A page's long documents (the content pages' terms, privacy, FAQ) are in a `documents` folder, not in the
 * package's messages: the page beside them loads them itself, so not every page downloads them.
 */
export const DOCUMENTS_DIR = 'documents';

/** Every `<dirName>/<locale>.json` file below `srcDir` (`messages/` by default), as paths. */
export function findMessageFiles(srcDir, locale, dirName = 'messages') {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === `${locale}.json` && dir.endsWith(`/${dirName}`)) found.push(path);
    }
  };
  walk(srcDir);
  return found.sort();
}

/** The merged messages of one locale; a duplicate id across files is an error, not a silent override. */
export function collectMessages(srcDir, locale, dirName = 'messages') {
  const merged = {};
  const origin = {};
  for (const file of findMessageFiles(srcDir, locale, dirName)) {
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, text] of Object.entries(messages)) {
      if (id in merged) {
        throw new Error(`message id ${id} is declared twice: ${origin[id]} and ${relative(srcDir, file)}`);
      }
      merged[id] = text;
      origin[id] = relative(srcDir, file);
    }
  }
  return merged;
}
