// The browser formats only what compile-messages.mjs produced (it has no ICU parser), so every message of
// every browser package must compile to exactly the AST intl-messageformat would have parsed from its text.
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';

import { PACKAGES } from './check-messages.mjs';
import { DOCUMENTS_DIR, LOCALES, collectMessages } from './collect-messages.mjs';
import { compileMessages } from './compile-messages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('compileMessages', () => {
  it('formats like the text it came from, plurals, selects, numbers and tags included', () => {
    const text =
      '{count, plural, one {# new message from <b>{name}</b>} other {# new messages}} · {gender, select, female {her} other {their}} {amount, number, ::currency/EUR}';
    const values = { count: 3, name: 'Anna', gender: 'female', amount: 4.5, b: (chunks) => `*${chunks}*` };
    const { greeting } = compileMessages({ greeting: text }, 'de');
    assert.equal(
      new IntlMessageFormat(greeting, 'de').format(values),
      new IntlMessageFormat(text, 'de').format(values),
    );
  });

  it('names the message and locale of invalid ICU', () => {
    assert.throws(() => compileMessages({ 'chat.broken': 'Hi {name' }, 'fr'), /chat\.broken \(fr\)/);
  });

  for (const { dir } of PACKAGES.filter((pkg) => pkg.browser)) {
    it(`${dir}: every message of every locale compiles to the AST intl-messageformat parses`, () => {
      let checked = 0;
      for (const locale of LOCALES) {
        for (const dirName of ['messages', DOCUMENTS_DIR]) {
          const messages = collectMessages(join(ROOT, dir, 'src'), locale, dirName);
          const compiled = compileMessages(messages, locale);
          for (const [id, text] of Object.entries(messages)) {
            assert.deepEqual(compiled[id], new IntlMessageFormat(text, locale).getAst(), `${id} (${locale})`);
            checked++;
          }
        }
      }
      assert.ok(checked > 0, `no messages found below ${dir}/src`);
    });
  }
});
