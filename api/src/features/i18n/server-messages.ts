// @feature-public: other features import this module (docs/conventions.md, Layout).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@dating/shared/contract';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

function collect(locale: Locale): Record<string, string> {
  const merged: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === `${locale}.json` && dir.endsWith('/messages')) {
        Object.assign(merged, JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
      }
    }
  };
  walk(srcDir);
  return merged;
}

let catalogue: Map<Locale, Record<string, string>> | null = null;

/** The server's own texts (`api/src/**\/messages/<locale>.json`), falling back to English, then the id. */
export function serverMessage(locale: Locale, id: string): string {
  catalogue ??= new Map(LOCALES.map((l) => [l, collect(l)]));
  return catalogue.get(locale)?.[id] ?? catalogue.get('en')?.[id] ?? id;
}
