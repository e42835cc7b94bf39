// Each route's page chunk, and each locale's chunk of the pages' texts, is named after the routes that show it
// (see checkPageChunks for why).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPageChunks } from '@dating/shared/testing/page-chunks';
import { PAGES } from './pages';

const source = readFileSync(join(__dirname, 'pages.tsx'), 'utf8');
const report = checkPageChunks(source);

/** The pages whose texts come with `loadPageTexts`: their routes (from their chunk name) and feature folder. */
function pagesWithTexts(): Array<{ routes: string[]; feature: string }> {
  return [
    ...source.matchAll(
      /lazyPage\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "page~([^"]+)" \*\/\s*'\.\.\/features\/([\w-]+)\/[^;]*?,\s*loadPageTexts,\s*\);/g,
    ),
  ].map(([, routes, feature]) => ({ routes: (routes as string).split('~'), feature: feature as string }));
}

const textsChunkName = /webpackChunkName: "page-messages-\[request\]~([^"]+)" \*\/ `\.\/page-texts\//.exec(
  source,
)?.[1];

describe('page chunks', () => {
  it('reads every route of PAGES from the source', () => {
    expect([...report.routes].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("names each page's chunk after exactly the routes that show it", () => {
    expect(report.mismatches).toEqual([]);
  });

  it('names the chunk of texts after exactly the routes of the pages whose texts are in it', () => {
    const pages = pagesWithTexts();
    expect(pages.length).toBeGreaterThan(0);
    expect(textsChunkName?.split('~').sort()).toEqual(pages.flatMap((page) => page.routes).sort());
  });

  it("puts in each locale's chunk the texts of exactly those pages", () => {
    const features = pagesWithTexts()
      .map((page) => page.feature)
      .sort();
    const files = readdirSync(join(__dirname, 'page-texts'));
    expect(files).toHaveLength(11);
    for (const file of files) {
      const locale = file.replace(/\.ts$/, '');
      const imported = [
        ...readFileSync(join(__dirname, 'page-texts', file), 'utf8').matchAll(
          /from '\.\.\/\.\.\/features\/([\w-]+)\/chunk-messages\/([a-z]{2})\.json'/g,
        ),
      ];
      expect(imported.map(([, , fileLocale]) => fileLocale)).toEqual(imported.map(() => locale));
      expect(imported.map(([, feature]) => feature).sort()).toEqual(features);
    }
  });
});
