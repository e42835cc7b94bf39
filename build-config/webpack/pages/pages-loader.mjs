// Turns remote-pages.mjs into the page loaders of the package being built: one lazy import per page file,
// in the chunk its `./page/<route>` expose is named after (page-files.mjs), so preloading the expose
// fetches exactly the file the remote's root imports.
import { join } from 'node:path';
import { pageChunkName, pageFiles } from './page-files.mjs';

export default function pagesLoader() {
  const { packageDir } = this.getOptions();
  this.addContextDependency(join(packageDir, 'src', 'pages'));
  const entries = pageFiles(packageDir).map(
    ({ route, file }) =>
      `  ${JSON.stringify(route)}: () => import(/* webpackChunkName: ${JSON.stringify(pageChunkName(route))} */ ${JSON.stringify(file)}),`,
  );
  return `export const pages = {\n${entries.join('\n')}\n};\n`;
}
