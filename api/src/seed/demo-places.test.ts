import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allCities } from '../features/geocode/cities';
import { regionsFor } from '../features/settings/regions';
import { ALL_DEMO_PLACES, demoPlaces } from './demo-places';
import { PAYMENT_DEMO_LOGINS } from './demo-payment-logins';
import { DEMO_SITES } from './demo-sites';

test('every demo town is a real town of its country, under a region the search knows', () => {
  const towns = new Set(allCities().map((city) => `${city.country} ${city.name}`));
  for (const [country, places] of Object.entries(ALL_DEMO_PLACES)) {
    const regions = new Set((regionsFor([country])[country] ?? []).map((region) => region.name));
    for (const [region, cities] of Object.entries(places)) {
      assert.ok(regions.has(region), `${country}: region ${region}`);
      assert.ok(cities.length > 0, `${country}: ${region} has towns`);
      for (const city of cities) assert.ok(towns.has(`${country} ${city}`), `${country}: town ${city}`);
    }
  }
});

test('every country demo profiles are drawn in has places', () => {
  for (const site of DEMO_SITES)
    for (const country of Object.keys(site.countryWeights))
      assert.ok(demoPlaces(country).length > 0, `${site.site.domain}: ${country}`);
});

test("the payment logins' towns are real and lie in their regions' countries", () => {
  const towns = new Set(allCities().map((city) => `${city.country} ${city.name}`));
  for (const login of PAYMENT_DEMO_LOGINS) {
    const regions = (regionsFor([login.country])[login.country] ?? []).map((region) => region.name);
    assert.ok(regions.includes(login.region), `${login.email}: region ${login.region}`);
    assert.ok(towns.has(`${login.country} ${login.city}`), `${login.email}: town ${login.city}`);
  }
});
