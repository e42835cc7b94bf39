// A remote's server build: its pages rendered to HTML by the API (api/src/frontend/server-render.ts), from the
// same sources as its browser build. One file for Node, `dist/<version>/server/render.js`, published with
// the version, so whichever version the registry gives a visitor also writes that visitor's HTML.
import { join } from 'node:path';
import webpack from 'webpack';

/** The file a remote adds to render on the server; it exports `render` (@dating/shared/remote-app/server). */
export const SERVER_ENTRY = 'src/app/server.tsx';

/** From the browser build's config (create-config.mjs): its mode, version, folder, resolving and loaders. */
export function createServerConfig({ packageDir, isProduction, version, outputDir, resolve, rules }) {
  return {
    name: 'server',
    mode: isProduction ? 'production' : 'development',
    context: packageDir,
    target: 'node24',
    entry: { render: `./${SERVER_ENTRY}` },
    devtool: 'source-map',
    output: {
      path: join(outputDir, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      compareBeforeEmit: false,
    },
    // The browser build's aliases, but Node's export conditions (emotion's server build writes styles inline).
    resolve: { extensions: resolve.extensions, alias: resolve.alias },
    module: { rules },
    // Readable stack traces in the API's logs; the file is read once per version, its size costs nothing.
    optimization: { minimize: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.REMOTE_VERSION': JSON.stringify(version) }),
      // One file: the worker loads it with require(), and messages and pages are all there at once.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
