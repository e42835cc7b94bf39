// Every production build writes `<file>.br` and `<file>.gz` beside each script and JSON file, and the
// server sends whichever the browser accepts (@fastify/static `preCompressed`). Compressing once at build
// time affords the slow, strongest settings a server could not spend on every request: brotli at quality
// 11, and gzip by zopfli, ~3 % smaller than zlib's best for the same gzip every browser can read.
import { constants } from 'node:zlib';
import zopfli from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';

// Source maps are only fetched by developer tools; HTML is the shell's template, which the server
// rewrites per request (the inline registry).
const COMPRESSIBLE = /\.(js|json|css|svg)$/;

export function precompressPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      // Zopfli gains nothing measurable past 5 iterations on these bundles, and each one costs build time.
      compressionOptions: { numiterations: 5 },
      algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}
