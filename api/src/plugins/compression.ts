import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers of a kilobyte or more go out brotli- or gzip-compressed when the browser accepts it: API JSON (a
 * page of search results) and the shell's page with its inline registry. Built scripts were compressed at
 * build time (serve-frontend's `preCompressed`) and pass through as they are; photos are not compressible.
 * Registered before any route, because it adds itself to each route as it is declared.
 *
 * No BREACH exposure: no body carries a secret token (CSRF is a header check, the session an HttpOnly
 * cookie), and the SameSite=Lax session cookie is not sent on the cross-site requests an attacker would
 * need to measure response sizes.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Our clients never compress what they send; accepting it would only add a zip-bomb path.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
