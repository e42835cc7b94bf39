import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../db/client';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';
import { findInputProblem } from './input-guard';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A fingerprint of every row of every table, so a test sees any write at all. */
async function databaseFingerprint(db: Db): Promise<string> {
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t`,
    );
    parts.push(`${table}:${row?.digest ?? '-'}`);
  }
  return parts.join('\n');
}

/** Field names a JSON body schema declares (unions merged); a route without any still gets one. */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  return [...new Set([...own, ...(schema.anyOf ?? []).flatMap(bodyFields)])];
}

// Values no column can hold: NUL and lone surrogates anywhere in text, ids beyond PostgreSQL's integer.
const textWith = (poison: string) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
    .map(([before, after]) => `${before}${poison}${after}`);
const malformedText = fc.oneof(textWith('\u0000'), textWith('\uD800'), textWith('\uDFFF'));
// A URL carries UTF-8, where a lone surrogate cannot be written (it arrives as U+FFFD): NUL only.
const malformedQueryText = textWith('\u0000');
const hugeInteger = fc.oneof(
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -2_147_483_649 }),
);
const malformedId = fc.oneof(malformedQueryText, hugeInteger, hugeInteger.map(String));
// Other numbers may legitimately be large (a cursor, a timestamp); an id never is.
const isIdName = (name: string) => /^(?:id|ids)$|_ids?$|^(?:conversation|profile)$/.test(name);

test('the input guard names the first value no column could store', () => {
  assert.equal(findInputProblem({ name: 'Anna', bio: 'emoji \uD83D\uDE00 ok' }, 'body'), null);
  assert.equal(findInputProblem({ name: 'A\u0000' }, 'body')?.code, 'invalid_characters');
  assert.equal(findInputProblem({ list: ['ok', 'x\uDC00'] }, 'body')?.field, 'body.list.1');
  assert.equal(findInputProblem({ profile_id: 2_147_483_648 }, 'body')?.code, 'out_of_range');
  assert.equal(findInputProblem({ ids: ['1', '99999999999'] }, 'querystring')?.code, 'out_of_range');
  // Not an id: a cursor or a timestamp may be larger.
  assert.equal(findInputProblem({ before: '99999999999' }, 'querystring'), null);
});

/**
 * Every call of the OpenAPI document, as a logged-in member, with one field (query, path or body) set to a
 * value no column can hold: the answer is a 4xx with an error id, never a 5xx, and no row anywhere changes.
 * Runs on PGlite, and on PostgreSQL in the api-pg step (DATABASE_URL).
 */
test('fuzz: malformed values on every route answer 4xx and change no row', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const fuzzer = await createMember(app.db, { siteId: flirt.id, email: 'fuzz@example.com' });
  const other = await createMember(app.db, { siteId: flirt.id, email: 'other@example.com' });
  await createConversation(app.db, other, fuzzer, 2);
  const browser = new Browser(app, 'flirt.test');
  await browser.login('fuzz@example.com', FIXTURE_PASSWORD);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };

  const failures: string[] = [];
  let operations = 0;
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      operations += 1;
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const jsonBody = method !== 'get' ? operation.requestBody?.content?.['application/json'] : undefined;
      const body = bodyFields(jsonBody?.schema);
      // Every route gets at least an unknown query field and, for writes, an unknown body field.
      const targets = [
        ...[...query, 'extra'].map((name) => ({ where: 'query' as const, name })),
        ...(method === 'get' ? [] : [...body, 'extra_id'].map((name) => ({ where: 'body' as const, name }))),
      ];
      const before = await databaseFingerprint(app.db);
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...targets)
            .chain((target) =>
              fc.tuple(
                fc.constant(target),
                isIdName(target.name)
                  ? malformedId
                  : target.where === 'body'
                    ? malformedText
                    : malformedQueryText,
              ),
            ),
          async ([target, value]) => {
            const isBody = target.where === 'body';
            const url = isBody
              ? path
              : `${path}?${encodeURIComponent(target.name)}=${encodeURIComponent(String(value))}`;
            const name = target.name;
            const response = await browser.request({
              method: method.toUpperCase() as 'POST',
              url,
              ...(isBody
                ? {
                    payload: JSON.stringify({ [name]: value }),
                    headers: { 'content-type': 'application/json' },
                  }
                : {}),
            });
            const error = response.statusCode >= 400 ? (response.json() as { error?: unknown }).error : '';
            if (response.statusCode >= 500 || typeof error !== 'string' || response.statusCode < 400) {
              failures.push(
                `${method.toUpperCase()} ${path} ${target.where}.${name}=${JSON.stringify(value)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            }
          },
        ),
        { numRuns: 6, seed: 14 },
      );
      if ((await databaseFingerprint(app.db)) !== before)
        failures.push(`${method.toUpperCase()} ${path} changed rows`);
    }
  }
  assert.ok(operations > 50, `only ${operations} operations: is the OpenAPI document complete?`);
  assert.deepEqual(failures, []);
});

test('an oversize body is refused with 413 payload_too_large', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/complaints.php',
    headers: { host: 'flirt.test', 'x-requested-with': 'dating-web', 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().error, 'payload_too_large');
});
