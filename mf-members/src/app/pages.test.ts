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
