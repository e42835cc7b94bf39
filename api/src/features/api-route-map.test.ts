// The browser's typed route map (`@dating/shared/contract` api-routes.ts: ApiRoutes and ApiBodies) against the
// routes this server really registers, as its OpenAPI document lists them with their schemas. A route the map
// names that the server lacks, a route the server serves to members that the map lacks, or a route whose
// body or answer schema is missing on the server fails here instead of in a member's browser.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { buildTestApp } from '../testing/test-app';

const ROUTE_MAP = fileURLToPath(new URL('../../../shared/src/contract/api-routes.ts', import.meta.url));

/**
 * Routes under /api that the browser does not call through the typed client, each with the reason. Staff
 * routes (`/api/staff/*`, mf-staff's own client) and the development outboxes (`/api/dev/*`) are left out
 * by prefix.
 */
const OUTSIDE_THE_MAP: Readonly<Record<string, string>> = {
  'GET /api/activate.php': 'the link in the activation mail: a page load that redirects',
  'GET /api/unsubscribe.php': "the link in a mail's footer",
  'POST /api/unsubscribe.php': "mail clients' one-click unsubscribe (RFC 8058)",
  'GET /api/account-export.php': 'a download link (a file, not JSON)',
  'GET /api/invoice.php': 'a download link (a PDF)',
  'GET /api/lander-photo.php': 'an image URL in an <img>',
  'GET /api/member-card.php': "a social card's image URL (og:image), fetched by crawlers",
  'GET /api/message-photo.php': 'an image URL in an <img>',
  'GET /api/gift-pictures/{file}': 'an image URL in an <img>',
  'GET /api/manifest.php': 'the web app manifest, read by the browser itself',
  'POST /api/payment-webhook.php': "the payment provider's server calls it",
  'POST /api/page-hidden.php': 'sent by navigator.sendBeacon when a tab is hidden',
  'POST /api/remote-errors.php': 'sent by navigator.sendBeacon from the shell',
  'POST /api/funnel-visit.php': 'sent by navigator.sendBeacon from the shell',
  'GET /api/decisions.php': "the shell's statement-of-reasons notice",
  'POST /api/decisions-seen.php': "the shell's statement-of-reasons notice",
  'POST /api/decision-appeal.php': "the shell's statement-of-reasons notice",
};

/** The property names of an interface in the route map file: `'GET /api/user.php'` and the like. */
function interfaceKeys(source: ts.SourceFile, name: string): string[] {
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  assert.ok(declaration, `${name} not found in api-routes.ts`);
  return declaration.members.map((member) => {
    assert.ok(member.name && ts.isStringLiteral(member.name), `${name}: a key that is not a string`);
    return member.name.text;
  });
}

/** The bodies the map says a route takes none of (`NoBody`) or a file upload (`FormData`). */
function bodyKinds(source: ts.SourceFile): Map<string, 'none' | 'optional' | 'form' | 'json'> {
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'ApiBodies',
  )!;
  const kinds = new Map<string, 'none' | 'optional' | 'form' | 'json'>();
  for (const member of declaration.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isStringLiteral(member.name!)) continue;
    const text = member.type.getText(source);
    const parts = text.split('|').map((part) => part.trim());
    kinds.set(
      member.name.text,
      text === 'NoBody'
        ? 'none'
        : text === 'FormData'
          ? 'form'
          : parts.includes('NoBody')
            ? 'optional'
            : 'json',
    );
  }
  return kinds;
}

interface Operation {
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

test('the typed route map and the server agree on every member route, its body and its answer', async (t) => {
  const source = ts.createSourceFile(
    ROUTE_MAP,
    readFileSync(ROUTE_MAP, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const mapped = interfaceKeys(source, 'ApiRoutes');
  const bodies = bodyKinds(source);

  const { app } = await buildTestApp(t);
  const answer = await app.inject({ url: '/api/docs/json', headers: { host: 'flirt.test' } });
  assert.equal(answer.statusCode, 200);
  const paths = answer.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const served = new Map<string, Operation>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      served.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }

  const problems: string[] = [];
  for (const route of mapped) {
    const operation = served.get(route);
    if (!operation) {
      problems.push(`${route}: in the map, not served`);
      continue;
    }
    const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
    if (!success?.[1].content) problems.push(`${route}: no answer schema on the server`);
    const body = bodies.get(route);
    if (route.startsWith('POST ') || route.startsWith('PUT ')) {
      if (body === undefined) problems.push(`${route}: no entry in ApiBodies`);
      if (body === 'json' && !operation.requestBody) problems.push(`${route}: no body schema on the server`);
      if (body === 'none' && operation.requestBody) problems.push(`${route}: the server takes a body`);
    }
  }
  for (const route of bodies.keys()) {
    if (!mapped.includes(route)) problems.push(`${route}: in ApiBodies, not in ApiRoutes`);
  }
  for (const route of served.keys()) {
    const path = route.slice(route.indexOf(' ') + 1);
    if (!path.startsWith('/api/') || path.startsWith('/api/staff/') || path.startsWith('/api/dev/')) continue;
    if (path.startsWith('/api/docs')) continue;
    if (!mapped.includes(route) && !(route in OUTSIDE_THE_MAP)) {
      problems.push(`${route}: served, but neither in the map nor in OUTSIDE_THE_MAP`);
    }
  }
  for (const route of Object.keys(OUTSIDE_THE_MAP)) {
    if (!served.has(route)) problems.push(`${route}: listed as outside the map, but not served`);
  }
  assert.deepEqual(problems, []);
});
