// The texts a lander shows without an override: mf-landers' own messages (its source folders, as the page
// head falls back to), formatted per locale, and the placeholders each has, which an override must keep to.
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  LANDER_COPY_FIELDS,
  LANDER_COPY_KINDS,
  LOCALES,
  type LanderCopyField,
  type LanderCopyKind,
  type Locale,
} from '@dating/shared/contract';
import { sourceMessages, type PackageMessages } from '../../../frontend/head-messages';

/** Niche prefixes of the built-in copy (mf-landers' niche.ts, docs/landers.md). */
const NICHE_PREFIXES: Readonly<Record<number, string>> = {
  1: 'flirt',
  2: 'dating',
  3: 'love',
  4: 'mature',
  5: 'lgbt',
  6: 'adventure',
  7: 'chat',
};

/**
 * The mf-landers message a field shows when the site has no override: the niche's headline and lead (the
 * evening lander has its own), the common signup button.
 */
function builtInCopyMessageId(kind: LanderCopyKind, field: LanderCopyField, niche: number): string {
  if (field === 'cta') return 'landers.common.signup';
  if (kind === 'alonetonight') return field === 'headline' ? 'landers.alone.title' : 'landers.alone.lead';
  const prefix = NICHE_PREFIXES[niche] ?? 'dating';
  return `landers.niche.${prefix}-${field}`;
}

let cached: { root: string; messages: PackageMessages } | null = null;

function landerMessages(root: string): PackageMessages {
  if (cached?.root !== root) cached = { root, messages: sourceMessages(join(root, 'mf-landers', 'src')) };
  return cached.messages;
}

/** The ICU source of a built-in field in a locale (English where the locale lacks it). */
function builtInSource(
  root: string,
  niche: number,
  kind: LanderCopyKind,
  locale: Locale,
  field: LanderCopyField,
) {
  const messages = landerMessages(root);
  const id = builtInCopyMessageId(kind, field, niche);
  return messages[locale]?.[id] ?? messages.en?.[id] ?? null;
}

export interface BuiltInCopy {
  kind: LanderCopyKind;
  locale: Locale;
  field: LanderCopyField;
  text: string;
}

/** Every kind, locale and field as the site's landers show it without an override. */
export function builtInCopy(root: string, niche: number): BuiltInCopy[] {
  const out: BuiltInCopy[] = [];
  for (const kind of LANDER_COPY_KINDS)
    for (const locale of LOCALES)
      for (const field of LANDER_COPY_FIELDS) {
        const source = builtInSource(root, niche, kind, locale, field);
        if (source !== null) out.push({ kind, locale, field, text: source });
      }
  return out;
}

type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** The argument names an ICU message uses (placeholders, plurals, selects, tags), nested ones too. */
function argumentNames(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    // 0 literal and 7 `#` name nothing; every other element type names an argument in `value`.
    if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string')
      into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentNames(option.value, into);
    if (element.children) argumentNames(element.children, into);
  }
  return into;
}

/**
 * Why `text` cannot stand in for the built-in message, or null: it must be a valid ICU message and use only
 * the placeholders the built-in one has (the lander fills in no others).
 */
export function copyProblem(
  root: string,
  niche: number,
  kind: LanderCopyKind,
  locale: Locale,
  field: LanderCopyField,
  text: string,
): string | null {
  let used: Set<string>;
  try {
    // The lander shows the text as written: `<` is a character, not a rich-text tag.
    used = argumentNames(
      new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst() as Element[],
    );
  } catch {
    return 'not a valid message: a brace { or } without its pair';
  }
  const source = builtInSource(root, niche, kind, locale, field);
  const allowed = source
    ? argumentNames(new IntlMessageFormat(source, locale).getAst() as Element[])
    : new Set();
  const unknown = [...used].filter((name) => !allowed.has(name));
  if (unknown.length === 0) return null;
  return allowed.size === 0
    ? `this text takes no placeholders: ${unknown.map((name) => `{${name}}`).join(', ')}`
    : `unknown placeholders ${unknown.map((name) => `{${name}}`).join(', ')}; this text may use ${[...allowed].map((name) => `{${name}}`).join(', ')}`;
}
