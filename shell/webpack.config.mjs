import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import webpack from 'webpack';
import { createConfig } from '@dating/build-config/webpack';
import federation from './module-federation.config.mjs';

/** Copies shell/public (service worker, app icons) to the root of the build, under the same names. */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir) =>
            readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
              entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
            );
          for (const file of walk(this.dir)) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              relative(this.dir, file),
              new webpack.sources.RawSource(readFileSync(file)),
            );
          }
        },
      );
    });
  }
}

export default (_env, argv) => {
  // The browser build, then the server build of the shell's public pages (src/app/server.tsx).
  const [browser, server] = createConfig({
    packageDir: import.meta.dirname,
    kind: 'shell',
    federation,
    argv,
  });
  browser.plugins.push(new PublicFilesPlugin(join(import.meta.dirname, 'public')));
  return [browser, server];
};
