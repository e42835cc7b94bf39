// Builds the React yardstick of `npm run bench:vitals` (lander-page.mjs) into one minified production
// bundle in memory, with the members the site's lander shows, and serves it with an empty HTML frame.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));

const STATIC_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Yardstick</title>
<meta name="description" content="A static page: what this machine lets any page score."></head>
<body><main><h1>Yardstick</h1><p>One heading and one paragraph, no script.</p></main></body></html>`;

const REACT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Yardstick (React)</title>
<meta name="description" content="A client-rendered React page of a lander's content."></head>
<body><div id="root"></div><script src="/app.js" defer></script></body></html>`;

/** Absolute picture URLs: the yardstick is served from another port than the site. */
function withAbsoluteImages(members, baseUrl) {
  const absolute = (url) => new URL(url, baseUrl).href;
  return members.map((member) => ({
    ...member,
    image: member.image && {
      src: absolute(member.image.src),
      srcset: member.image.srcset
        .split(',')
        .map((part) => part.trim().replace(/^\S+/, (url) => absolute(url)))
        .join(', '),
    },
  }));
}

async function bundle(members) {
  const result = await build({
    entryPoints: [join(HERE, 'lander-page.mjs')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: {
      'process.env.NODE_ENV': '"production"',
      'globalThis.YARDSTICK_MEMBERS': JSON.stringify(members),
    },
    logLevel: 'error',
  });
  return result.outputFiles[0].contents;
}

/** Serves `/` (one static heading and paragraph) and `/react` (the lander as a client-rendered React page). */
export async function startYardsticks(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/lander-members.php?limit=12`);
  const members = answer.ok ? (await answer.json()).members : [];
  const script = await bundle(withAbsoluteImages(members, baseUrl));
  const server = createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/react' ? REACT_HTML : STATIC_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${server.address().port}`;
  return { server, staticUrl: `${root}/`, reactUrl: `${root}/react`, scriptBytes: script.byteLength };
}
