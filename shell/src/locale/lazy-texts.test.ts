import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@dating/shared';

const FEATURES = join(__dirname, '../features');
// The content pages load their long texts themselves (content-page-messages.ts); every other feature's
// chunk-messages folder is a lazy feature's, whose texts lazyWithShellTexts loads from lazy-texts/<locale>.ts.
const OWN_LOADER = new Set(['content-pages']);

function featureTexts(locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const feature of readdirSync(FEATURES)) {
    const file = join(FEATURES, feature, 'chunk-messages', `${locale}.json`);
    if (!OWN_LOADER.has(feature) && existsSync(file))
      Object.assign(texts, JSON.parse(readFileSync(file, 'utf8')));
  }
  return texts;
}

describe('lazy-texts', () => {
  it.each(LOCALES)("%s holds every lazy feature's texts", async (locale) => {
    const { default: texts } = (await import(`./lazy-texts/${locale}.ts`)) as {
      default: Record<string, string>;
    };
    expect(texts).toEqual(featureTexts(locale));
    expect(Object.keys(texts)).toContain('shell.complaints.intro');
  });
});
