#!/usr/bin/env node
// The i18n gate: every package ships the same message ids in all 11 locales, as valid ICU with the
// placeholders of the English text, actually translated, in its own namespace, and every id is used.
//
// Extraction is a scan for string literals in the TypeScript syntax tree, not `formatjs extract`: that finds
// only ids handed to formatMessage or defineMessages, and this site also names ids in maps and sets (a
// report reason's text, the error catalogue). The scan is exact because the conventions say source names a
// message id only as a whole string literal (docs/conventions.md), so an id assembled at run time
// (`shared.errors.${code}`) is reported too: a check cannot see it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

import { DOCUMENTS_DIR, LOCALES } from './collect-messages.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Each package and the namespace its message ids start with. */
export const PACKAGES = [
  { dir: 'shell', namespace: 'shell', browser: true },
  { dir: 'mf-members', namespace: 'members', browser: true },
  { dir: 'mf-chat', namespace: 'chat', browser: true },
  { dir: 'mf-payments', namespace: 'payments', browser: true },
  { dir: 'mf-signup', namespace: 'signup', browser: true },
  { dir: 'mf-landers', namespace: 'landers', browser: true },
  { dir: 'mf-staff', namespace: 'staff', browser: true },
  { dir: 'shared', namespace: 'shared', browser: true },
  { dir: 'api', namespace: 'api', browser: false },
];

const SEGMENT = '[A-Za-z0-9_-]+';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

/** Words that are right, untranslated, in some locales (brand names, loan words); see same-as-english.json. */
export function loadSameAsEnglish(file = join(HERE, 'same-as-english.json')) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const everywhere = new Set(raw.everywhere ?? []);
  // Abbreviations (FAQ, SMS, PIN, VIP) are written the same way in every one of the 11 languages.
  return (locale, text) =>
    /^[A-Z0-9]{2,6}$/.test(text) || everywhere.has(text) || (raw[locale] ?? []).includes(text);
}

function walk(dir, visit) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, visit);
    else visit(path);
  }
}

function findMessageDirs(srcDir) {
  const dirs = new Set();
  walk(srcDir, (path) => {
    const dir = basename(dirname(path));
    if ((dir === 'messages' || dir === DOCUMENTS_DIR) && path.endsWith('.json')) dirs.add(dirname(path));
  });
  return [...dirs].sort();
}

function isTestFile(path) {
  return /\.(test|spec)\.tsx?$/.test(path) || path.split('/').includes('__tests__');
}

/** Every string literal of a TypeScript file, and the heads of template literals that splice values in. */
export function scanLiterals(path, text = readFileSync(path, 'utf8')) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const literals = [];
  const templates = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      literals.push({
        value: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
    } else if (ts.isTemplateExpression(node)) {
      templates.push({
        head: node.head.text,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, templates };
}

/** Placeholder names and rich-text tags of a parsed message, e.g. `{name}`, `{count}`, `<b>`. */
function collectArguments(elements, found = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      collectArguments(element.children, found);
    } else if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(`{${element.value}}`);
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      found.add(`{${element.value}}`);
      for (const option of Object.values(element.options)) collectArguments(option.value, found);
    }
  }
  return found;
}

function hasLetters(elements) {
  return elements.some((element) => {
    if (element.type === TYPE.literal) return /\p{L}/u.test(element.value);
    if (element.type === TYPE.tag) return hasLetters(element.children);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      return Object.values(element.options).some((option) => hasLetters(option.value));
    }
    return false;
  });
}

// Plural forms a locale needs: a category is required when some count up to 200 falls in it and no exact
// `=n` branch catches that count (English `=1 {...}` may stand in for `one`; Polish still needs few/many).
function pluralProblems(elements, locale) {
  const problems = [];
  for (const element of elements) {
    if (element.type === TYPE.tag) problems.push(...pluralProblems(element.children, locale));
    if (element.type !== TYPE.plural && element.type !== TYPE.select) continue;
    for (const option of Object.values(element.options))
      problems.push(...pluralProblems(option.value, locale));
    if (element.type !== TYPE.plural) continue;
    const rules = new Intl.PluralRules(locale, { type: element.pluralType });
    const categories = rules.resolvedOptions().pluralCategories;
    const keys = Object.keys(element.options);
    const exact = new Set(keys.filter((key) => key.startsWith('=')).map((key) => Number(key.slice(1))));
    for (const key of keys) {
      if (!key.startsWith('=') && !categories.includes(key)) {
        problems.push(
          `{${element.value}, ${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}} has the form ` +
            `"${key}", which ${locale} does not use (it uses ${categories.join(', ')})`,
        );
      }
    }
    for (const category of categories) {
      if (category === 'other' || keys.includes(category)) continue;
      const example = Array.from({ length: 201 }, (_, n) => n).find(
        (n) => !exact.has(n) && rules.select(n) === category,
      );
      if (example !== undefined) {
        problems.push(
          `{${element.value}, plural} lacks the "${category}" form that ${locale} needs (e.g. for ${example})`,
        );
      }
    }
  }
  return problems;
}

function readMessageFile(path, report) {
  let data;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    report(path, null, `is not valid JSON: ${error.message}`);
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    report(path, null, 'must be a flat JSON object { "<id>": "<ICU message>" }');
    return null;
  }
  const messages = {};
  for (const [id, text] of Object.entries(data)) {
    if (typeof text !== 'string') report(path, id, 'is not a string (messages are flat: one id, one text)');
    else if (text.trim() === '') report(path, id, 'is empty');
    else messages[id] = text;
  }
  return messages;
}

function parseMessage(path, id, text, report) {
  try {
    return parse(text, { requiresOtherClause: true });
  } catch (error) {
    report(path, id, `is not valid ICU MessageFormat (${error.message}): ${JSON.stringify(text)}`);
    return null;
  }
}

function sameSet(a, b) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/**
 * Checks the message folders of one package against each other and against its source.
 * `extraSourceDirs` are other packages' `src` folders whose literals may use this package's ids (shared).
 * Returns problems as { file, id, problem } with paths relative to `root`.
 */
export function checkPackage({
  root,
  dir,
  namespace,
  allowSameAsEnglish = loadSameAsEnglish(),
  extraSourceDirs = [],
  foreignNamespaces = [],
}) {
  const problems = [];
  const report = (file, id, problem) => problems.push({ file: relative(root, file), id, problem });
  const srcDir = resolve(root, dir, 'src');
  const idPattern = new RegExp(`^${namespace}(\\.${SEGMENT}){2,}$`);
  const looksLikeOwnId = new RegExp(`^${namespace}\\.${SEGMENT}\\.${SEGMENT}`);
  const english = new Map(); // id -> { file, placeholders }

  for (const messageDir of findMessageDirs(srcDir)) {
    for (const name of readdirSync(messageDir)) {
      if (name.endsWith('.json') && !LOCALES.includes(name.slice(0, -'.json'.length))) {
        report(join(messageDir, name), null, `is not one of the locales ${LOCALES.join(', ')}`);
      }
    }
    const enFile = join(messageDir, 'en.json');
    if (!existsSync(enFile)) {
      report(enFile, null, 'is missing: English is the reference every other locale is compared with');
      continue;
    }
    const en = readMessageFile(enFile, report);
    if (!en) continue;
    const enParsed = {};
    for (const [id, text] of Object.entries(en)) {
      if (!idPattern.test(id)) {
        report(
          enFile,
          id,
          `does not follow the package's namespace: ids look like ${namespace}.<feature>.<key>`,
        );
      }
      if (english.has(id))
        report(enFile, id, `is declared twice: also in ${relative(root, english.get(id).file)}`);
      english.set(id, { file: enFile });
      const ast = parseMessage(enFile, id, text, report);
      if (!ast) continue;
      enParsed[id] = { ast, text, placeholders: collectArguments(ast) };
      for (const problem of pluralProblems(ast, 'en')) report(enFile, id, problem);
    }

    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const file = join(messageDir, `${locale}.json`);
      if (!existsSync(file)) {
        report(file, null, `is missing (${Object.keys(en).length} messages to translate from en.json)`);
        continue;
      }
      const messages = readMessageFile(file, report);
      if (!messages) continue;
      for (const id of Object.keys(en)) {
        if (!(id in messages)) report(file, id, 'is missing (it is in en.json)');
      }
      for (const [id, text] of Object.entries(messages)) {
        if (!(id in en)) {
          report(file, id, 'is not in en.json: remove it, or add the English text first');
          continue;
        }
        const ast = parseMessage(file, id, text, report);
        const reference = enParsed[id];
        if (!ast || !reference) continue;
        const placeholders = collectArguments(ast);
        if (!sameSet(placeholders, reference.placeholders)) {
          const missing = [...reference.placeholders].filter((p) => !placeholders.has(p));
          const extra = [...placeholders].filter((p) => !reference.placeholders.has(p));
          report(
            file,
            id,
            'uses other placeholders than English' +
              (missing.length ? `; missing ${missing.join(' ')}` : '') +
              (extra.length ? `; not in English ${extra.join(' ')}` : ''),
          );
        }
        for (const problem of pluralProblems(ast, locale)) report(file, id, problem);
        if (text === reference.text && hasLetters(ast) && !allowSameAsEnglish(locale, text)) {
          report(
            file,
            id,
            `is the English text untranslated: ${JSON.stringify(text)} (if it is right in this language, ` +
              'add it to build-config/i18n/same-as-english.json)',
          );
        }
      }
    }
  }

  // Uses in source. Test files may name ids (they must exist) but do not count as uses.
  const used = new Set();
  const scan = (sourceDir, own) =>
    walk(sourceDir, (path) => {
      // A route's declared window title (src/routes.json) is a use of that message too.
      if (path.endsWith('/routes.json')) {
        for (const route of JSON.parse(readFileSync(path, 'utf8')).routes ?? [])
          if (typeof route.title === 'string') used.add(route.title);
        return;
      }
      if (!/\.tsx?$/.test(path) || path.endsWith('.d.ts')) return;
      const { literals, templates } = scanLiterals(path);
      const test = isTestFile(path);
      for (const { value, line } of literals) {
        if (!test) used.add(value);
        if (looksLikeOwnId.test(value)) {
          if (!english.has(value)) report(`${path}:${line}`, value, 'is used here but is not in any en.json');
        } else if (own) {
          const foreign = foreignNamespaces.find((ns) =>
            new RegExp(`^${ns}\\.${SEGMENT}\\.${SEGMENT}`).test(value),
          );
          if (foreign) {
            report(
              `${path}:${line}`,
              value,
              `belongs to the ${foreign} package, whose messages are not loaded here; ` +
                `declare the text in this package (${namespace}.*) or in @dating/shared (shared.*)`,
            );
          }
        }
      }
      for (const { head, line } of templates) {
        if (new RegExp(`^${namespace}\\.${SEGMENT}\\.`).test(head)) {
          report(
            `${path}:${line}`,
            `${head}\${…}`,
            'builds a message id at run time; name every id as a whole string literal (e.g. a map from ' +
              'code to id) so this check can see it',
          );
        }
      }
    });
  scan(srcDir, true);
  for (const extra of extraSourceDirs) scan(resolve(root, extra), false);

  for (const [id, { file }] of english) {
    if (!used.has(id)) {
      report(
        file,
        id,
        `is not used: no string literal '${id}' in ${[dir, ...extraSourceDirs].join(', ')} source`,
      );
    }
  }
  return problems;
}

/** The whole repository: every package in PACKAGES that exists below `root`. */
export function checkRepository(root, options = {}) {
  const present = PACKAGES.filter((pkg) => existsSync(resolve(root, pkg.dir, 'package.json')));
  const browser = present.filter((pkg) => pkg.browser);
  return present.flatMap((pkg) =>
    checkPackage({
      root,
      ...pkg,
      ...options,
      // Every browser package may show shared's messages, so their sources count as uses of shared ids.
      extraSourceDirs:
        pkg.dir === 'shared' ? browser.filter((p) => p.dir !== 'shared').map((p) => `${p.dir}/src`) : [],
      foreignNamespaces: pkg.browser
        ? browser.filter((p) => p.dir !== pkg.dir && p.dir !== 'shared').map((p) => p.namespace)
        : [],
    }),
  );
}

export function formatProblems(problems) {
  return problems.map(({ file, id, problem }) => `${file}: ${id ? `${id} ` : ''}${problem}`).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rootArg = process.argv.find((arg) => arg.startsWith('--root='));
  const root = rootArg ? resolve(rootArg.slice('--root='.length)) : resolve(HERE, '../..');
  const problems = checkRepository(root);
  if (problems.length) {
    console.error(formatProblems(problems));
    console.error(`\ni18n check: ${problems.length} problem(s).`);
    process.exitCode = 1;
  } else {
    const count = PACKAGES.filter((pkg) => existsSync(resolve(root, pkg.dir))).length;
    console.log(`i18n check: ${count} packages, ${LOCALES.length} locales, no problems.`);
  }
}
