// The one webpack configuration every front-end package builds with. A package's webpack.config.mjs
// only names itself and its federation options (module-federation.config.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { BootAssetsPlugin } from './boot-assets-plugin.mjs';
import { pageAndMessageExposes } from './pages/page-files.mjs';
import { precompressPlugins } from './precompress-plugins.mjs';
import { contractOf, RoutesFilePlugin } from './routes/routes-file.mjs';
import { createServerConfig, SERVER_ENTRY } from './server-config.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { StartAfterPaintPlugin } from './start-after-paint-plugin.mjs';
import { startupLibraries } from './startup-libraries.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = resolve(here, '../../shared/src');

function readPackage(packageDir) {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
}

/** The version a remote builds as: `REMOTE_VERSION` wins, so a new version needs no package.json edit. */
export function remoteVersion(packageDir) {
  return process.env.REMOTE_VERSION || readPackage(packageDir).version;
}

/** Where a remote's build of one version lands; the server serves it at /mf/<package>/<version>/. */
export function remoteOutputDir(packageDir, version = remoteVersion(packageDir)) {
  return join(packageDir, 'dist', version);
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            // The production JSX runtime in development builds too: it is the shared singleton
            // (@emotion/react/jsx-runtime). The dev runtime is a module of its own that is not shared, so a
            // development build got a second emotion with an empty theme: every remote crashed on
            // `theme.space` under `npm run dev`, and so did a remote watch-built against the served shell.
            react: { runtime: 'automatic', importSource: '@emotion/react', development: false },
          },
        },
      },
    },
  };
}

function messagesRules(packageDir) {
  return [
    {
      test: /package-messages\.json$/,
      resourceQuery: /locale=/,
      type: 'javascript/auto',
      use: {
        loader: join(here, 'messages/messages-loader.mjs'),
        options: { srcDirs: [join(packageDir, 'src')] },
      },
    },
    {
      test: /shared-messages\.json$/,
      resourceQuery: /locale=/,
      type: 'javascript/auto',
      use: { loader: join(here, 'messages/messages-loader.mjs'), options: { srcDirs: [sharedSrc] } },
    },
    {
      test: /[\\/]documents[\\/][a-z]{2}\.json$/,
      type: 'javascript/auto',
      use: { loader: join(here, 'messages/documents-loader.mjs') },
    },
    {
      test: join(here, 'pages/remote-pages.mjs'),
      use: { loader: join(here, 'pages/pages-loader.mjs'), options: { packageDir } },
    },
  ];
}

/**
 * @param {object} options
 * @param {string} options.packageDir the package folder (import.meta.dirname of its webpack.config.mjs)
 * @param {'shell' | 'remote'} options.kind
 * @param {import('@module-federation/enhanced').moduleFederationPlugin.ModuleFederationPluginOptions} options.federation
 * @param {{ mode?: string }} [options.argv] webpack-cli's argv
 */
export function createConfig({ packageDir, kind, federation, argv = {} }) {
  const browser = createBrowserConfig({ packageDir, kind, federation, argv });
  // A remote with a server entry renders its pages on the server too: its server build lands beside its
  // browser build, in the same version's folder (server-config.mjs); the shell's in shell/dist/server/.
  return existsSync(join(packageDir, SERVER_ENTRY))
    ? [
        browser,
        createServerConfig({
          packageDir,
          isProduction: browser.mode === 'production',
          version: remoteVersion(packageDir),
          outputDir: browser.output.path,
          resolve: browser.resolve,
          rules: browser.module.rules,
        }),
      ]
    : browser;
}

function createBrowserConfig({ packageDir, kind, federation, argv }) {
  const isProduction = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isShell = kind === 'shell';
  const version = isShell ? readPackage(packageDir).version : remoteVersion(packageDir);

  return {
    mode: isProduction ? 'production' : 'development',
    context: packageDir,
    // The shell has a page entry; a remote's only entry is the container the federation plugin adds.
    entry: isShell ? { main: './src/main.tsx' } : {},
    // No eval() in development builds either: a remote under development runs against the served
    // production shell, whose CSP has no 'unsafe-eval' (e2e/tests/platform/dev-build-remote.spec.ts).
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: isShell ? join(packageDir, 'dist') : remoteOutputDir(packageDir, version),
      // The shell is served at every route, so its assets need an absolute path; a remote learns its
      // own location from the script that loaded it, which is what makes a build movable to a CDN.
      publicPath: isShell ? '/' : 'auto',
      filename: '[name].js',
      // Every chunk's name and hash is listed in main.js (or remoteEntry.js): 8 hex digits, not webpack's 20,
      // take ~0.6 KB gzip off main.js. The server's cache policy (api/src/frontend/cache-policy.ts) knows it.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federation.name,
      // Per version: two releases of one remote in the same page (a retry after a rollback) must not share
      // webpack's chunk registry, or the second one would take the first one's chunks as its own.
      ...(isShell
        ? {}
        : { chunkLoadingGlobal: `webpackChunk_${federation.name}_${version.replace(/\W/g, '_')}` }),
      // The server build (server-config.mjs) writes into server/ of the same folder at the same time.
      clean: { keep: /^server[\\/]/ },
      // Always write, so a build's files are newer than its sources (scripts/start.mjs compares times).
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // rxjs's ES2015 build uses classes instead of tslib helpers (the whole of tslib, ~5 KB gzip).
      conditionNames: ['es2015', '...'],
      alias: {
        // Messages arrive as ASTs (i18n/compile-messages.mjs), so intl-messageformat never parses ICU text.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // provideExternalRuntime's plugin imports runtime-core by this path, which resolves to its CommonJS
        // build: without the alias the shell would bundle a second runtime-core (+22 KB gzip) next to the
        // ES module one it already has.
        '@module-federation/runtime-tools/runtime-core$': fileURLToPath(
          import.meta.resolve('@module-federation/runtime-core'),
        ),
      },
    },
    module: {
      rules: [...messagesRules(packageDir), swcRule()],
    },
    optimization: {
      minimize: isProduction,
      minimizer: [
        new MinimizerPlugin({
          minify: { implementation: MinimizerPlugin.swcMinify },
          extractComments: false,
        }),
      ],
      // A separate runtime chunk breaks federated containers.
      runtimeChunk: false,
      // In a remote, no common chunks: otherwise the libraries behind a shared fallback (zod and stylis
      // inside @dating/shared's and @emotion/react's) land in a chunk that looks like the remote's own
      // code, and the shell's preload downloads it although the shell already provides those libraries.
      ...(isShell
        ? {
            splitChunks: { cacheGroups: { startupLibraries } },
          }
        : { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } }),
    },
    performance: { hints: false },
    plugins: [
      // A remote knows which of its versions is running (shown on its root element, for support and tests).
      new webpack.DefinePlugin({ 'process.env.REMOTE_VERSION': JSON.stringify(version) }),
      // The @dating/shared the shell provides, against which it checks each remote's range at run time.
      ...(isShell
        ? [
            new webpack.DefinePlugin({
              'process.env.SHARED_VERSION': JSON.stringify(contractOf(packageDir, kind).provides),
            }),
          ]
        : []),
      // The federation SDK's environment checks without its localStorage read (federation-browser-env.mjs).
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/,
        join(here, 'federation-browser-env.mjs'),
      ),
      new ModuleFederationPlugin({
        // The shell exposes nothing, so it needs no container entry of its own.
        ...(isShell ? {} : { filename: 'remoteEntry.js' }),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(packageDir, { provider: isShell }),
        ...federation,
        // A remote's pages and messages are exposed by name, so the shell preloads what a route needs by
        // asking the federation runtime for `./page/<route>` and `./messages/<locale>` (pages/page-files.mjs).
        ...(isShell ? {} : { exposes: { ...pageAndMessageExposes(packageDir), ...federation.exposes } }),
        experiments: {
          asyncStartup: true,
          // Build-time flags that drop unused parts of the federation runtime: its Node.js loaders
          // everywhere, and in a remote (which loads no remotes itself) the remote loading and the manifest
          // snapshot code, which the shell's runtime does for it.
          optimization: { target: 'web', ...(isShell ? {} : { disableSnapshot: true, disableRemote: true }) },
          // One federation runtime per page: the shell provides its runtime-core and each remoteEntry.js
          // uses it (27 KB -> 8 KB gzip per remote, with the flags above). A remote must therefore be built
          // with the same @module-federation/enhanced major version as the shell (docs/performance.md).
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          ...federation.experiments,
        },
      }),
      ...(isShell
        ? [
            new HtmlWebpackPlugin({
              template: join(packageDir, 'src/index.html'),
              // Entry scripts are not content-hashed (federation needs stable names): index.html is
              // served no-cache and the hash query makes a new build reach browsers at once.
              hash: true,
              scriptLoading: 'defer',
            }),
            new BootAssetsPlugin(),
            new StartAfterPaintPlugin(),
          ]
        : []),
      // The package's declared routes, beside its manifest (routes/routes-file.mjs).
      new RoutesFilePlugin(packageDir, kind),
      ...(isProduction ? precompressPlugins() : []),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
