// Each test writes a small package into a fresh fixture folder (a correct one, then one mistake) and asserts
// that the i18n gate names that mistake, with its file and id, and nothing else.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { checkPackage, checkRepository } from './check-messages.mjs';

const CHECKER = join(dirname(fileURLToPath(import.meta.url)), 'check-messages.mjs');
const FEATURE = 'mf-chat/src/features/chat-list';

const TRANSLATIONS = {
  da: ['Ingen samtaler endnu', 'ulæst besked', 'ulæste beskeder', 'Sig hej til <b>{name}</b>'],
  de: [
    'Noch keine Unterhaltungen',
    'ungelesene Nachricht',
    'ungelesene Nachrichten',
    'Sag <b>{name}</b> Hallo',
  ],
  en: ['No conversations yet', 'unread message', 'unread messages', 'Say hello to <b>{name}</b>'],
  es: ['Todavía no tienes conversaciones', 'mensaje sin leer', 'mensajes sin leer', 'Saluda a <b>{name}</b>'],
  fi: ['Ei vielä keskusteluja', 'lukematon viesti', 'lukematonta viestiä', 'Sano hei: <b>{name}</b>'],
  fr: [
    'Aucune conversation pour l’instant',
    'message non lu',
    'messages non lus',
    'Dites bonjour à <b>{name}</b>',
  ],
  it: ['Ancora nessuna conversazione', 'messaggio non letto', 'messaggi non letti', 'Saluta <b>{name}</b>'],
  nb: ['Ingen samtaler ennå', 'ulest melding', 'uleste meldinger', 'Si hei til <b>{name}</b>'],
  nl: ['Nog geen gesprekken', 'ongelezen bericht', 'ongelezen berichten', 'Zeg hallo tegen <b>{name}</b>'],
  pl: ['Nie masz jeszcze rozmów', 'nieprzeczytana wiadomość', null, 'Przywitaj się z <b>{name}</b>'],
  sv: ['Inga konversationer än', 'oläst meddelande', 'olästa meddelanden', 'Säg hej till <b>{name}</b>'],
};

function baseMessages(locale) {
  const [empty, one, other, greeting] = TRANSLATIONS[locale];
  const unread =
    locale === 'pl'
      ? '{count, plural, one {# nieprzeczytana wiadomość} few {# nieprzeczytane wiadomości} ' +
        'many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}'
      : `{count, plural, one {# ${one}} other {# ${other}}}`;
  return {
    'chat.list.empty': empty,
    'chat.list.unread': unread,
    'chat.list.greeting': greeting,
    'chat.list.ok': 'OK',
    'chat.list.count': '{count, number}',
  };
}

const BASE_SOURCE = [
  "export const EMPTY = 'chat.list.empty';",
  'export const UNREAD = { id: "chat.list.unread" };',
  'export const Greeting = () => <FormattedMessage id="chat.list.greeting" values={{ b: (s) => <b>{s}</b> }} />;',
  "export const ids = ['chat.list.ok', `chat.list.count`];",
  '// Bus events and two-part names are not message ids:',
  "export const EVENT = 'chat.unread-changed';",
  '',
].join('\n');

const fixtures = [];
after(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fixture repository with one correct mf-chat feature; `change` edits its files before they are written. */
function makeFixture(change = () => {}) {
  const root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  fixtures.push(root);
  const messages = Object.fromEntries(Object.keys(TRANSLATIONS).map((l) => [l, baseMessages(l)]));
  const files = { [`${FEATURE}/chat-list.tsx`]: BASE_SOURCE, 'mf-chat/package.json': '{}' };
  change({ messages, files });
  for (const [locale, content] of Object.entries(messages)) {
    if (content === undefined) continue;
    files[`${FEATURE}/messages/${locale}.json`] =
      typeof content === 'string' ? content : JSON.stringify(content, null, 2);
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

function check(root, options = {}) {
  return checkPackage({ root, dir: 'mf-chat', namespace: 'chat', ...options });
}

/** Asserts the problems are exactly the expected ones: [file, id, part of the text]. */
function assertProblems(problems, expected) {
  assert.equal(problems.length, expected.length, `got:\n${JSON.stringify(problems, null, 2)}`);
  expected.forEach(([file, id, text], i) => {
    assert.equal(problems[i].file, file);
    assert.equal(problems[i].id, id);
    assert.match(problems[i].problem, text);
  });
}

const file = (locale) => `${FEATURE}/messages/${locale}.json`;

describe('the i18n check', () => {
  it('accepts a package whose 11 locales agree with English and with the source', () => {
    assertProblems(check(makeFixture()), []);
  });

  it('names a missing locale file', () => {
    const root = makeFixture(({ messages }) => delete messages.sv);
    assertProblems(check(root), [[file('sv'), null, /is missing \(5 messages/]]);
  });

  it('names a locale file that is not one of the 11 locales', () => {
    const root = makeFixture(({ messages }) => (messages.no = messages.nb));
    assertProblems(check(root), [[file('no'), null, /is not one of the locales/]]);
  });

  it('names an id missing from a locale', () => {
    const root = makeFixture(({ messages }) => delete messages.de['chat.list.empty']);
    assertProblems(check(root), [[file('de'), 'chat.list.empty', /is missing \(it is in en.json\)/]]);
  });

  it('names an id a locale has that English has not', () => {
    const root = makeFixture(({ messages }) => (messages.fr['chat.list.gone'] = 'Parti'));
    assertProblems(check(root), [[file('fr'), 'chat.list.gone', /is not in en.json/]]);
  });

  it('names a message that is not valid ICU', () => {
    const root = makeFixture(({ messages }) => (messages.it['chat.list.empty'] = 'Ancora {nessuna'));
    assertProblems(check(root), [[file('it'), 'chat.list.empty', /is not valid ICU MessageFormat/]]);
  });

  it('names a plural without the other branch, in English too', () => {
    const root = makeFixture(({ messages }) => {
      messages.en['chat.list.unread'] = '{count, plural, one {# unread message}}';
    });
    assertProblems(check(root), [[file('en'), 'chat.list.unread', /is not valid ICU MessageFormat/]]);
  });

  it('names a renamed or missing placeholder and a missing tag', () => {
    const root = makeFixture(({ messages }) => {
      messages.nl['chat.list.greeting'] = 'Zeg hallo tegen <b>{naam}</b>';
      messages.da['chat.list.greeting'] = 'Sig hej til {name}';
    });
    assertProblems(check(root), [
      [file('da'), 'chat.list.greeting', /missing <b>/],
      [file('nl'), 'chat.list.greeting', /missing \{name\}; not in English \{naam\}/],
    ]);
  });

  it('names a Polish plural without the few and many forms', () => {
    const root = makeFixture(({ messages }) => {
      messages.pl['chat.list.unread'] =
        '{count, plural, one {# nieprzeczytana wiadomość} other {# nieprzeczytanych wiadomości}}';
    });
    assertProblems(check(root), [
      [file('pl'), 'chat.list.unread', /lacks the "few" form that pl needs \(e.g. for 2\)/],
      [file('pl'), 'chat.list.unread', /lacks the "many" form that pl needs \(e.g. for 0\)/],
    ]);
  });

  it('accepts an exact =1 branch in place of one, and names a plural form the locale does not have', () => {
    const root = makeFixture(({ messages }) => {
      messages.en['chat.list.unread'] = '{count, plural, =1 {one unread message} other {# unread messages}}';
      messages.de['chat.list.unread'] =
        '{count, plural, one {# ungelesene Nachricht} few {# ungelesene Nachrichten} other {# ungelesene Nachrichten}}';
    });
    assertProblems(check(root), [
      [file('de'), 'chat.list.unread', /has the form "few", which de does not use/],
    ]);
  });

  it('names English text left untranslated, but allows the allow-list and texts without words', () => {
    const root = makeFixture(({ messages }) => (messages.es['chat.list.empty'] = 'No conversations yet'));
    assertProblems(check(root), [[file('es'), 'chat.list.empty', /is the English text untranslated/]]);
    const allowed = check(root, {
      allowSameAsEnglish: (locale, text) => text === 'OK' || (locale === 'es' && text.startsWith('No ')),
    });
    assertProblems(allowed, []);
  });

  it('names an id outside the package namespace', () => {
    const root = makeFixture(({ messages, files }) => {
      for (const locale of Object.keys(messages)) messages[locale]['members.list.title'] = `${locale} 1`;
      files[`${FEATURE}/chat-list.tsx`] += "export const T = 'members.list.title';\n";
    });
    assertProblems(check(root), [
      [file('en'), 'members.list.title', /does not follow the package's namespace/],
    ]);
  });

  it('names an id declared in two features', () => {
    const root = makeFixture(({ messages, files }) => {
      for (const locale of Object.keys(messages)) {
        files[`mf-chat/src/features/other/messages/${locale}.json`] = JSON.stringify({
          'chat.list.empty': messages[locale]['chat.list.empty'],
        });
      }
    });
    assertProblems(check(root), [
      [
        'mf-chat/src/features/other/messages/en.json',
        'chat.list.empty',
        /is declared twice: also in mf-chat/,
      ],
    ]);
  });

  it("checks a page's documents like the package's messages", () => {
    const root = makeFixture(({ messages, files }) => {
      for (const locale of Object.keys(messages)) {
        const { 'chat.list.greeting': greeting, ...rest } = messages[locale];
        messages[locale] = rest;
        if (locale !== 'it') {
          files[`${FEATURE}/documents/${locale}.json`] = JSON.stringify({
            'chat.list.greeting': greeting,
          });
        }
      }
    });
    assertProblems(check(root), [[`${FEATURE}/documents/it.json`, null, /is missing \(1 messages/]]);
  });

  it('names an id no source file uses, and does not count uses in tests', () => {
    const root = makeFixture(({ messages, files }) => {
      for (const locale of Object.keys(messages)) messages[locale]['chat.list.unused'] = `${locale}: 1`;
      files[`${FEATURE}/chat-list.test.tsx`] = "it('shows', () => screen.getByText('chat.list.unused'));\n";
    });
    assertProblems(check(root), [[file('en'), 'chat.list.unused', /is not used/]]);
  });

  it('names an id used in source that English lacks, with its line', () => {
    const root = makeFixture(({ files }) => {
      files[`${FEATURE}/chat-list.tsx`] +=
        "export const Missing = () => <FormattedMessage id='chat.list.missing' />;\n";
    });
    assertProblems(check(root), [[`${FEATURE}/chat-list.tsx:7`, 'chat.list.missing', /not in any en.json/]]);
  });

  it('names a message id built at run time', () => {
    const root = makeFixture(({ files }) => {
      files[`${FEATURE}/chat-list.tsx`] += 'export const label = (k: string) => `chat.list.${k}`;\n';
    });
    assertProblems(check(root), [
      [`${FEATURE}/chat-list.tsx:7`, 'chat.list.${…}', /builds a message id at run time/],
    ]);
  });

  it("names another remote's id used in this package", () => {
    const root = makeFixture(({ files }) => {
      files[`${FEATURE}/chat-list.tsx`] += "export const P = 'members.profile.title';\n";
    });
    assertProblems(check(root, { foreignNamespaces: ['members'] }), [
      [`${FEATURE}/chat-list.tsx:7`, 'members.profile.title', /belongs to the members package/],
    ]);
  });

  it("counts other packages' sources as uses of shared ids", () => {
    const root = makeFixture(({ messages, files }) => {
      files['shared/package.json'] = '{}';
      for (const locale of Object.keys(messages)) {
        files[`shared/src/errors/messages/${locale}.json`] = JSON.stringify({
          'shared.errors.rate_limited': `${TRANSLATIONS[locale][0]} (429)`,
        });
      }
      files[`${FEATURE}/chat-list.tsx`] += "export const E = 'shared.errors.rate_limited';\n";
    });
    assertProblems(checkRepository(root), []);
    assertProblems(checkPackage({ root, dir: 'shared', namespace: 'shared' }), [
      ['shared/src/errors/messages/en.json', 'shared.errors.rate_limited', /is not used/],
    ]);
  });

  it('names a file that is not a flat JSON object of strings', () => {
    const root = makeFixture(({ messages }) => {
      messages.fi = '{ "chat.list.empty": "Ei vielä keskusteluja", }';
      messages.sv['chat.list.empty'] = { text: 'Inga' };
    });
    assertProblems(check(root), [
      [file('fi'), null, /is not valid JSON/],
      [file('sv'), 'chat.list.empty', /is not a string/],
      [file('sv'), 'chat.list.empty', /is missing \(it is in en.json\)/],
    ]);
  });

  it('fails the command line with the file and id named, and passes a clean tree', () => {
    const broken = makeFixture(({ messages }) => delete messages.nb['chat.list.ok']);
    const failed = spawnSync(process.execPath, [CHECKER, `--root=${broken}`], { encoding: 'utf8' });
    assert.equal(failed.status, 1);
    assert.match(
      failed.stderr,
      /mf-chat\/src\/features\/chat-list\/messages\/nb.json: chat.list.ok is missing/,
    );
    const passed = spawnSync(process.execPath, [CHECKER, `--root=${makeFixture()}`], { encoding: 'utf8' });
    assert.equal(passed.status, 0, passed.stderr);
  });
});
