import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { createScratchPostgres } from './scratch-postgres';

const server = process.env.DATABASE_URL;

test('a scratch database name that could carry SQL is refused before anything is created', async () => {
  for (const prefix of ['x; drop database postgres', 'Bench', '1bench', 'bench-runner', '']) {
    await assert.rejects(createScratchPostgres('postgres://nowhere.invalid/x', prefix), /prefix must match/);
  }
});

test(
  'a scratch database is empty, its own, and gone after drop()',
  { skip: !server && 'no DATABASE_URL' },
  async () => {
    const first = await createScratchPostgres(server!, 'scratch_check');
    const second = await createScratchPostgres(server!, 'scratch_check');
    assert.notEqual(first.url, second.url);
    const names = [first, second].map((scratch) => new URL(scratch.url).pathname.slice(1));
    for (const name of names) assert.match(name, /^scratch_check_\d+_[a-z0-9]+_[a-z0-9]+$/);

    const client = new pg.Client({ connectionString: first.url });
    // The forced drop ends this connection from the server side; that is expected here.
    client.on('error', () => {});
    await client.connect();
    const tables = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    assert.equal(tables.rows[0].n, 0);
    // drop() must succeed while a connection is still open (a test that failed midway leaves one behind).
    await first.drop();
    await client.end().catch(() => {});
    await second.drop();

    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const left = await admin.query('select datname from pg_database where datname = any($1)', [names]);
    await admin.end();
    assert.deepEqual(left.rows, []);
  },
);
