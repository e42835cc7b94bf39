import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskContacts, spamKey } from './message-text-rules';

test('links, e-mail addresses and phone numbers are masked; ordinary text is not', () => {
  const cases: [string, string][] = [
    ['see https://evil.example/x?y=1 now', 'see ••• now'],
    ['www.example.org is mine', '••• is mine'],
    ['add me on chat.example.com/me', 'add me on •••'],
    ['mail anna.b@example.com', 'mail •••'],
    ['call +31 6 1234 5678 tonight', 'call ••• tonight'],
    ['0176-123.45.67', '•••'],
  ];
  for (const [input, expected] of cases) {
    assert.deepEqual(maskContacts(input), { text: expected, masked: true }, input);
  }
  for (const plain of [
    'I am 34, born 1990, home at 19:30.',
    'Hello there.Then what?',
    'Ich bin 1,80 m groß',
  ]) {
    assert.deepEqual(maskContacts(plain), { text: plain, masked: false }, plain);
  }
});

test('the spam key ignores case, spacing and punctuation', () => {
  assert.equal(spamKey('Hi!  Visit ME, ok?'), spamKey('hi visit me ok'));
  assert.notEqual(spamKey('hi visit me'), spamKey('hi visit you'));
});
