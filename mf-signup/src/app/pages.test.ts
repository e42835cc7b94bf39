// Each route's page chunk is named after the routes that show it (see checkPageChunks for why).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPageChunks } from '@dating/shared/testing/page-chunks';
import { PAGES } from './pages';

const report = checkPageChunks(readFileSync(join(__dirname, 'pages.tsx'), 'utf8'));

describe('page chunks', () => {
  it('reads every route of PAGES from the source', () => {
    expect([...report.routes].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("names each page's chunk after exactly the routes that show it", () => {
    expect(report.mismatches).toEqual([]);
  });
});

describe('the query store chunk', () => {
  const source = readFileSync(join(__dirname, 'pages.tsx'), 'utf8');
  const storeRoutes = /import\(\s*\/\* webpackChunkName: "page~([^"]+)" \*\/ '\.\/query-client'/.exec(
    source,
  )?.[1];
  // Each page const with its lazyPage(...) call, and the routes PAGES shows it on.
  const storePages = [...source.matchAll(/const (\w+) = lazyPage\(([\s\S]*?)\n\);/g)]
    .filter(([, , call]) => call!.includes('withQueryClient'))
    .map(([, page]) => page!);
  const routesOf = (page: string) =>
    [...source.matchAll(/^\s+'?([\w-]+)'?: (\w+),$/gm)]
      .filter(([, , shown]) => shown === page)
      .map(([, r]) => r!);

  it('is named after exactly the routes whose page uses it, so /login never loads it', () => {
    const expected = storePages.flatMap(routesOf);
    expect(storeRoutes?.split('~').sort()).toEqual(expected.sort());
    expect(expected).not.toContain('login');
  });
});
