// A build file is read once and again after a rebuild, asking the file system at most once a second.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cachedFile, cachedParsedFiles, RECHECK_MS } from './cached-file';

const dir = mkdtempSync(join(tmpdir(), 'cached-file-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the same buffer while the file is unchanged; the new content within a second of a rebuild', async () => {
  const path = join(dir, 'index.html');
  writeFileSync(path, 'first build');
  let clock = 0;
  const read = cachedFile(path, () => clock);
  const first = await read();
  assert.equal(first?.toString(), 'first build');

  writeFileSync(path, 'second build!');
  utimesSync(path, new Date(), new Date(Date.now() + 5000));
  clock = RECHECK_MS - 1;
  assert.equal(await read(), first, 'inside the second the last look holds');
  clock = RECHECK_MS;
  assert.equal((await read())?.toString(), 'second build!');
  const again = await read();
  clock += RECHECK_MS;
  assert.equal(await read(), again, 'unchanged: the same buffer, not read again');
});

test('a file that goes away reads as null, and comes back when it is written again', async () => {
  const path = join(dir, 'routes.json');
  writeFileSync(path, '{}');
  let clock = 0;
  const read = cachedFile(path, () => clock);
  assert.equal((await read())?.toString(), '{}');
  rmSync(path);
  clock += RECHECK_MS;
  assert.equal(await read(), null);
  writeFileSync(path, '{"a":1}');
  clock += RECHECK_MS;
  assert.equal((await read())?.toString(), '{"a":1}');
});

test('pages asking together share one look at the file', async () => {
  const path = join(dir, 'boot-assets.json');
  writeFileSync(path, '[]');
  const read = cachedFile(path);
  const [a, b, c] = await Promise.all([read(), read(), read()]);
  assert.ok(a && a === b && b === c);
});

test('a parsed file is parsed once per content, again after a rebuild, and null when it does not parse', async () => {
  const path = join(dir, 'mf-manifest.json');
  writeFileSync(path, '{"version":1}');
  let clock = 0;
  let parses = 0;
  const read = cachedParsedFiles(
    (text) => {
      parses += 1;
      return JSON.parse(text) as { version: number };
    },
    () => clock,
  );
  const first = await read(path);
  clock += RECHECK_MS;
  assert.equal(await read(path), first, 'unchanged: the same value');
  assert.deepEqual(first, { version: 1 });
  assert.equal(parses, 1);

  writeFileSync(path, '{"version":2}');
  utimesSync(path, new Date(), new Date(Date.now() + 5000));
  clock += RECHECK_MS;
  assert.deepEqual(await read(path), { version: 2 });
  writeFileSync(path, '{"version":');
  utimesSync(path, new Date(), new Date(Date.now() + 10000));
  clock += RECHECK_MS;
  assert.equal(await read(path), null, 'a half-written file reads as null');
  assert.equal(await read(join(dir, 'missing.json')), null);
  assert.equal(parses, 3);
});
