import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';

test('offline reverse geocoding', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const geocode = (query: string) =>
    app.inject({ method: 'GET', url: `/api/geocode.php?${query}`, headers: { host: 'flirt.test' } });

  const amsterdam = await geocode('lat=52.3731&lon=4.8925');
  assert.equal(amsterdam.statusCode, 200);
  assert.equal(amsterdam.json().city, 'Amsterdam');
  assert.equal(amsterdam.json().country, 'NL');
  assert.equal(amsterdam.headers['cache-control'], 'private, max-age=3600');

  const munich = (await geocode('lat=48.137&lon=11.575')).json();
  assert.equal(munich.country, 'DE');
  assert.match(munich.city, /München|Munich/);

  const atSea = await geocode('lat=-40&lon=-120');
  assert.equal(atSea.statusCode, 404);
  assert.equal(atSea.json().error, 'location_not_found');

  for (const query of ['lat=91&lon=0', 'lat=abc&lon=1', 'lon=1']) {
    const response = await geocode(query);
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().error, 'validation_failed');
  }
});
