import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAYMENT_METHODS } from '@dating/shared/contract';
import { logoSvg } from './method-labels';
import { issuersFor, methodsForCountry } from './payment-methods';

// The countries of spec section 9's country-to-language map: where the sites sell.
const SPEC_COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
  'DK',
  'FI',
  'NO',
  'SE',
];

test('all 24 methods of spec section 1 are offered somewhere, local ones first, with issuers where needed', () => {
  const offered = new Set(SPEC_COUNTRIES.flatMap((country) => methodsForCountry(country)));
  assert.deepEqual(
    [...PAYMENT_METHODS].filter((method) => !offered.has(method)),
    [],
  );
  assert.equal(methodsForCountry('NL')[0], 'ideal');
  assert.deepEqual(methodsForCountry('pl').slice(0, 2), ['blik', 'przelewy24']);
  assert.ok(!methodsForCountry('GB').includes('sepa_direct_debit'), 'SEPA is for euro countries');
  assert.ok(methodsForCountry('DE').includes('sepa_direct_debit'));
  for (const method of ['ideal', 'przelewy24', 'eps'] as const) assert.ok(issuersFor(method).length >= 5);
  assert.equal(issuersFor('visa').length, 0);
});

test('every method has a logo badge, escaped and sized', () => {
  for (const method of PAYMENT_METHODS) {
    const svg = logoSvg(method);
    assert.match(svg, /^<svg [^>]*width="120" height="48"/);
    assert.doesNotMatch(svg, /<script/);
  }
});
