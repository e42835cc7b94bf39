import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { createSites } from '../testing/fixtures';
import { buildTestApp } from '../testing/test-app';
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from './security-headers';

test('every answer carries the security headers; HSTS only over TLS', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const plain = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'flirt.test' },
  });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['x-content-type-options'], 'nosniff');
  assert.equal(plain.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(plain.headers['x-frame-options'], 'DENY');
  const csp = String(plain.headers['content-security-policy']);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /object-src 'none'/);
  assert.doesNotMatch(csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '', /unsafe-inline/);
  assert.equal(plain.headers['strict-transport-security'], undefined);
  assert.equal(
    plain.headers['cross-origin-resource-policy'],
    'same-origin',
    'an API answer is for this origin',
  );
  assert.equal(plain.headers['cache-control'], 'no-store', 'an API answer is kept by no cache');
  assert.match(String(plain.headers['permissions-policy']), /camera=\(self\)/);
  assert.match(String(plain.headers['permissions-policy']), /microphone=\(\)/);
  for (const [name, value] of STATIC_SECURITY_HEADERS) assert.equal(plain.headers[name], value, name);
  assert.equal(plain.headers['cross-origin-opener-policy'], 'same-origin');
  assert.equal(plain.headers['x-permitted-cross-domain-policies'], 'none');
  assert.equal(plain.headers['x-powered-by'], undefined);
  // Errors carry them too.
  const missing = await app.inject({
    method: 'GET',
    url: '/api/no-such.php',
    headers: { host: 'flirt.test' },
  });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['x-frame-options'], 'DENY');
  assert.equal(missing.headers['cache-control'], 'no-store');
  // A route that says its answer may be kept keeps its own rule.
  const lander = await app.inject({
    method: 'GET',
    url: '/api/lander-members.php?limit=1',
    headers: { host: 'flirt.test' },
  });
  assert.equal(lander.statusCode, 200);
  assert.match(String(lander.headers['cache-control']), /^public, max-age=\d+/);
  assert.match(String(missing.headers['content-security-policy']), /frame-ancestors 'none'/);

  // The policy of an answer is kept per site, Host and scheme: another port of the same site is its own.
  const again = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'flirt.test' },
  });
  assert.equal(again.headers['content-security-policy'], csp);
  const port = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'flirt.test:8443' },
  });
  assert.match(String(port.headers['content-security-policy']), /ws:\/\/flirt\.test:8443/);

  // The Host header cannot write into the CSP: a name the site does not own falls back to its domain.
  const forged = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'x; report-uri https://evil.example/r' },
  });
  assert.doesNotMatch(String(forged.headers['content-security-policy']), /report-uri|evil/);
  const foreign = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'evil.example' },
  });
  assert.doesNotMatch(String(foreign.headers['content-security-policy']), /evil/);

  // The test app trusts 127.0.0.1 as its proxy, so X-Forwarded-Proto says the visitor used TLS.
  const tls = await app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: { host: 'flirt.test', 'x-forwarded-proto': 'https' },
  });
  assert.match(String(tls.headers['strict-transport-security']), /max-age=\d{7,}/);
  assert.match(String(tls.headers['content-security-policy']), /upgrade-insecure-requests/);
});

test('the CSP lets module federation load from the cdn_prefix and the registry origins, nothing inline', () => {
  const request = {
    host: 'flirt.test',
    site: { domain: 'flirt.test', cdnPrefix: 'https://cdn.flirt.example/static' },
  } as unknown as FastifyRequest;
  const html =
    '<html><head><script id="mf-remotes" type="application/json">' +
    '{"remotes":{"mf-chat":{"url":"https://remotes.example.net/mf-chat/1.2.0/remoteEntry.js"}}}' +
    '</script></head></html>';
  const csp = contentSecurityPolicy(request, html, { https: true, allowEval: false });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  assert.equal(
    directive('script-src'),
    "script-src 'self' https://cdn.flirt.example https://remotes.example.net",
  );
  assert.match(directive('style-src'), /'unsafe-inline'/);
  assert.match(directive('img-src'), /https:\/\/cdn\.flirt\.example/);
  assert.match(directive('connect-src'), /wss:\/\/flirt\.test/);
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.match(contentSecurityPolicy(request, null, { https: false, allowEval: true }), /'unsafe-eval'/);
});
