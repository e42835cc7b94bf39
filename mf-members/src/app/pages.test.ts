// Each route's page chunk, and each locale's chunk of its texts, is named after the routes that show it (see
// checkPageChunks for why).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPageChunks } from '@dating/shared/testing/page-chunks';
import { PAGES } from './pages';

const source = readFileSync(join(__dirname, 'pages.tsx'), 'utf8');
const report = checkPageChunks(source);

/** Per page with texts of its own: the routes in the name of its code's chunk and of its texts' chunks. */
function textsChunks(): Array<{ page: string; code: string; texts: string }> {
  return [
    ...source.matchAll(
      /const (\w+) = lazyPage\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "page~([^"]+)" \*\/[^;]*?\(locale\) =>\s*import\(\s*\/\* webpackChunkName: "page-messages-\[request\]~([^"]+)" \*\//g,
    ),
  ].map(([, page, code, texts]) => ({ page: page as string, code: code as string, texts: texts as string }));
}

describe('page chunks', () => {
  it('reads every route of PAGES from the source', () => {
    expect([...report.routes].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("names each page's chunk after exactly the routes that show it", () => {
    expect(report.mismatches).toEqual([]);
  });

  it('names each chunk of texts after exactly the routes of the pages whose texts are in it', () => {
    const chunks = textsChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const routesByName = new Map<string, string[]>();
    for (const { code, texts } of chunks)
      routesByName.set(texts, [...(routesByName.get(texts) ?? []), ...code.split('~')]);
    for (const [name, routes] of routesByName) expect(name.split('~').sort()).toEqual(routes.sort());
  });
});
