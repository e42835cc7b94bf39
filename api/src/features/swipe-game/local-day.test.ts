import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isTimeZone, localDay } from './local-day';

test('the local day follows the zone, across DST changes', () => {
  const berlin = localDay('Europe/Berlin', new Date('2026-07-01T21:59:00Z'));
  assert.equal(berlin.start.toISOString(), '2026-06-30T22:00:00.000Z');
  assert.equal(berlin.end.toISOString(), '2026-07-01T22:00:00.000Z');
  // 22:30 UTC is already the next day in Berlin (summer time, UTC+2).
  assert.equal(
    localDay('Europe/Berlin', new Date('2026-07-01T22:30:00Z')).start.toISOString(),
    '2026-07-01T22:00:00.000Z',
  );
  // The day clocks go forward is 23 hours long.
  const spring = localDay('Europe/Berlin', new Date('2026-03-29T12:00:00Z'));
  assert.equal(spring.start.toISOString(), '2026-03-28T23:00:00.000Z');
  assert.equal(spring.end.toISOString(), '2026-03-29T22:00:00.000Z');
  const auckland = localDay('Pacific/Auckland', new Date('2026-01-10T12:00:00Z'));
  assert.equal(auckland.start.toISOString(), '2026-01-10T11:00:00.000Z');
  assert.equal(
    localDay('UTC', new Date('2026-01-10T12:00:00Z')).start.toISOString(),
    '2026-01-10T00:00:00.000Z',
  );
});

test('time zone names are checked', () => {
  assert.ok(isTimeZone('America/New_York'));
  assert.ok(!isTimeZone('Mars/Olympus'));
});
