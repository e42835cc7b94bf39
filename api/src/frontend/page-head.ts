// What the server writes into a page's <head> before any script runs, so shared links, crawlers and a slow
// phone see the page's real title and description in its language: canonical and hreflang alternates (the
// same addresses as shell/src/features/head-links/head-links.tsx), robots noindex where a page must not be
// found, Open Graph and Twitter cards for the pages people share (landers, member landings, public
// profiles) and JSON-LD for the home page (Organization) and the FAQ (FAQPage). docs/public-pages.md.
import {
  contentBlocks,
  LOCALES,
  landerCopyAnswerSchema,
  landerCopyKindOf,
  landerCopyUrl,
  localeFromLanguageTag,
  withContentFacts,
  type ContentPageText,
  type LanderCopyFields,
  type FirstAnswers,
  type LanderMember,
  type Locale,
  type ResolvedRoute,
} from '@dating/shared/contract';
import { CARD_HEIGHT, CARD_WIDTH } from '../features/landers/member-card';
import type { Site } from '../plugins/site';
import type { HeadMessage } from './head-messages';

/** What the page shows first, when it is a page people land on: the headline and the signup's text. */
export interface FirstScreen {
  headline: string;
  lead: string;
  cta: string;
  /** The call to action where the site takes no sign-ups from this visit. */
  login: string;
}

export interface PageHead {
  /** The tags for <head>, every value escaped. */
  html: string;
  title: string;
  /** A lander's first screen, written into the body before the scripts (lander-first-screen.ts). */
  firstScreen: FirstScreen | null;
}

export interface PageHeadInput {
  origin: string;
  /** The page's own path (`/faq` is known as `/pages/faq`: the caller passes that one and its route). */
  pathname: string;
  /** `?hl=`: the page's address in that language. */
  hl: Locale | null;
  locale: Locale;
  site: Pick<
    Site,
    | 'name'
    | 'indexTitle'
    | 'description'
    | 'domainLanguage'
    | 'niche'
    | 'supportEmail'
    | 'supportPhone'
    | 'refundDays'
  >;
  resolved: ResolvedRoute | null;
  answers: FirstAnswers;
  message: HeadMessage;
  /** The page's status is not 200 (its member was never there, or is gone): nothing to index. */
  missing?: boolean;
  /** A content page's own text from the site console, which the page shows instead of the built-in one. */
  contentPage?: ContentPageText | null;
}

/** Text in an element or an attribute value: nothing a name or a headline holds can close either. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script>: `<` escaped so no value can end the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Niche codes 1-7 and the prefix of their lander copy (mf-landers' niche.ts and docs/landers.md). */
const NICHE_PREFIXES: Record<number, string> = {
  1: 'flirt',
  2: 'dating',
  3: 'love',
  4: 'mature',
  5: 'lgbt',
  6: 'adventure',
  7: 'chat',
};

/** Member landings by route name: the message of their title (mf-landers' member-landing messages). */
const MEMBER_LANDING_TITLES: Record<string, string> = {
  'members-id-landing': 'landers.member.landing-title',
  'members-id-landing2-slug': 'landers.member.landing2-title',
  'members-id-landing3-slug': 'landers.member.landing3-title',
  'members-id-signup': 'landers.member.signup-title',
};

const SIGNUP_OWNER = 'mf_signup';
const PAYMENTS_OWNER = 'mf_payments';
const LANDERS_OWNER = 'mf_landers';

/** Pages a search engine must not list: a member's own pages, signup and login steps, payments, the back office. */
export function isNoindex(resolved: ResolvedRoute | null): boolean {
  if (!resolved) return true;
  const { route } = resolved;
  return (
    route.login === true ||
    route.layout === 'staff' ||
    route.owner === SIGNUP_OWNER ||
    (route.owner === PAYMENTS_OWNER && route.name !== 'pricing') ||
    route.name === 'members-id-signup'
  );
}

type Kind = 'home' | 'faq' | 'lander' | 'member-landing' | 'profile' | 'other';

function kindOf(resolved: ResolvedRoute | null): Kind {
  const name = resolved?.match.name;
  if (name === 'index') return 'home';
  if (name === 'pages-faq') return 'faq';
  if (name && MEMBER_LANDING_TITLES[name]) return 'member-landing';
  if (resolved?.route.owner === LANDERS_OWNER) return 'lander';
  if (name === 'members-id') return 'profile';
  return 'other';
}

/** The member the page shows, from its first call's answer (lander-member.php or member.php). */
function memberOf(kind: Kind, answers: FirstAnswers): { id: number; name: string; age?: number } | null {
  for (const [url, answer] of Object.entries(answers)) {
    if (answer.status !== 200) continue;
    const body = answer.body as { member?: LanderMember; id?: unknown; name?: unknown; age?: unknown };
    if (kind === 'member-landing' && url.startsWith('/api/lander-member.php') && body.member)
      return body.member;
    if (kind === 'profile' && url.startsWith('/api/member.php') && typeof body.id === 'number')
      return {
        id: body.id,
        name: String(body.name ?? ''),
        ...(typeof body.age === 'number' ? { age: body.age } : {}),
      };
  }
  return null;
}

/**
 * The FAQ's questions and answers as its document lists them (shell/src/features/content-pages/documents:
 * `shell.content.faq.<key>Question` beside `<key>Answer`), in the page's locale.
 */
function faqEntries(input: PageHeadInput): { question: string; answer: string }[] {
  const values = contentFacts(input);
  if (input.contentPage) return ownFaqEntries(input.contentPage, values);
  const entries: { question: string; answer: string }[] = [];
  for (const id of input.message.idsStartingWith('shell', FAQ_PREFIX)) {
    if (!id.endsWith('Question')) continue;
    const question = input.message('shell', input.locale, id, values);
    const answer = input.message('shell', input.locale, id.replace(/Question$/, 'Answer'), values);
    if (question && answer) entries.push({ question, answer: stripTags(answer) });
  }
  return entries;
}

/** The values the content page fills in (content-page.tsx), the company's from its first answers. */
function contentFacts(input: PageHeadInput) {
  const company = input.answers['/api/companyinfo.php']?.body as
    { name?: string; support_phone?: string | null } | undefined;
  return {
    site: input.site.name,
    company: company?.name ?? input.site.name,
    email: input.site.supportEmail,
    phone: company?.support_phone ?? input.site.supportPhone,
    refundDays: input.site.refundDays,
  };
}

/** The FAQ's own text (site console): each heading is a question, the text up to the next one its answer. */
function ownFaqEntries(
  text: ContentPageText,
  values: ReturnType<typeof contentFacts>,
): { question: string; answer: string }[] {
  const entries: { question: string; answer: string[] }[] = [];
  for (const block of contentBlocks(text.body)) {
    if (block.kind === 'heading') entries.push({ question: block.text, answer: [] });
    else entries.at(-1)?.answer.push(block.kind === 'list' ? block.items.join(' ') : block.text);
  }
  return entries
    .filter((entry) => entry.answer.length > 0)
    .map((entry) => ({
      question: withContentFacts(entry.question, values),
      answer: withContentFacts(entry.answer.join(' '), values),
    }));
}

/** A content page's own text's first paragraph, as its description (at most about 160 characters). */
function ownDescription(input: PageHeadInput): string | null {
  const first =
    input.contentPage && contentBlocks(input.contentPage.body).find((block) => block.kind === 'paragraph');
  if (!first || first.kind !== 'paragraph') return null;
  const text = withContentFacts(first.text, contentFacts(input));
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

const FAQ_PREFIX = 'shell.content.faq.';

const stripTags = (value: string) => value.replace(/<[^>]*>/g, '');

/** The console's copy for this lander in the page's locale, from its first answer (lander-copy.php). */
export function landerCopyOf(
  input: Pick<PageHeadInput, 'resolved' | 'answers' | 'locale'>,
): LanderCopyFields {
  const kind = landerCopyKindOf(input.resolved);
  const answer = kind ? input.answers[landerCopyUrl(kind)] : undefined;
  if (answer?.status !== 200) return {};
  const parsed = landerCopyAnswerSchema.safeParse(answer.body);
  return (parsed.success && parsed.data.copy[input.locale]) || {};
}

export function pageHead(input: PageHeadInput): PageHead {
  const { site, locale, resolved, message } = input;
  const kind = kindOf(resolved);
  const owner = resolved?.route.owner ?? 'shell';
  const inSiteLanguage = localeFromLanguageTag(site.domainLanguage) === locale;
  const prefix = NICHE_PREFIXES[site.niche] ?? 'dating';
  const copy = landerCopyOf(input);
  // The evening lander has its own headline and lead (mf-landers' alone-tonight-lander.tsx).
  const alone = resolved?.match.params.kind === 'alonetonight';
  const headline =
    copy.headline ??
    message(LANDERS_OWNER, locale, alone ? 'landers.alone.title' : `landers.niche.${prefix}-headline`) ??
    site.name;
  const lead =
    copy.lead ??
    message(LANDERS_OWNER, locale, alone ? 'landers.alone.lead' : `landers.niche.${prefix}-lead`) ??
    '';
  const siteDescription =
    (inSiteLanguage && site.description) ||
    message('shell', locale, 'shell.home.tagline') ||
    site.description;
  const member = memberOf(kind, input.answers);
  const named = (page: string | null) => (page ? `${page} · ${site.name}` : site.name);

  const landingTitleId = resolved ? MEMBER_LANDING_TITLES[resolved.match.name] : undefined;
  let landingName: string | null = null;
  let title: string;
  let description = siteDescription;
  if (kind === 'home') {
    // As the shell's home page names the window (page-frame.tsx), so nothing changes when it has drawn.
    title = named(message('shell', locale, 'shell.home.title', { site: site.name }));
  } else if (kind === 'lander') {
    title = named(headline);
    description = lead || siteDescription;
  } else if (kind === 'member-landing' && member && landingTitleId) {
    landingName = message(LANDERS_OWNER, locale, landingTitleId, { name: member.name });
    title = named(landingName);
    description = lead || siteDescription;
  } else if (kind === 'profile' && member) {
    title = named(member.age ? `${member.name}, ${member.age}` : member.name);
    description = lead || siteDescription;
  } else if (input.contentPage) {
    title = named(input.contentPage.title);
    description = ownDescription(input) ?? siteDescription;
  } else {
    const titleId = resolved?.route.title;
    title = titleId
      ? named(message(owner, locale, titleId))
      : (inSiteLanguage && site.indexTitle) || site.name;
  }

  const base = `${input.origin}${input.pathname}`;
  const canonical = input.hl ? `${base}?hl=${input.hl}` : base;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" data-head="server">`,
    ...LOCALES.map(
      (alt) =>
        `<link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${base}?hl=${alt}`)}" data-head="server">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base)}" data-head="server">`,
  ];
  if (input.missing || isNoindex(resolved)) tags.push(meta('name', 'robots', 'noindex, nofollow'));

  const shared = kind === 'lander' || kind === 'member-landing' || (kind === 'profile' && member);
  if (shared) {
    const image = member
      ? `${input.origin}/api/member-card.php?id=${member.id}`
      : `${input.origin}/api/member-card.php`;
    tags.push(
      meta('property', 'og:type', kind === 'profile' ? 'profile' : 'website'),
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', ogLocale(locale)),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(CARD_WIDTH)),
      meta('property', 'og:image:height', String(CARD_HEIGHT)),
      meta('property', 'og:image:alt', title),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    );
  }
  if (kind === 'home') {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.name,
        url: `${input.origin}/`,
        logo: `${input.origin}/icons/icon-192.png`,
        ...(site.supportEmail ? { email: site.supportEmail } : {}),
      }),
    );
  }
  if (kind === 'faq') {
    const entries = faqEntries(input);
    if (entries.length > 0)
      tags.push(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: entries.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }),
      );
  }
  const firstScreen =
    kind === 'lander' || kind === 'member-landing'
      ? {
          headline: landingName ?? headline,
          lead,
          cta: copy.cta ?? message(LANDERS_OWNER, locale, 'landers.common.signup') ?? 'Sign up',
          login: message(LANDERS_OWNER, locale, 'landers.common.login') ?? 'Log in',
        }
      : null;
  return { html: tags.join(''), title, firstScreen };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-head="server">`;
}

const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** Open Graph wants language_TERRITORY; the locale's usual territory. */
const OG_TERRITORY: Record<Locale, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

const ogLocale = (locale: Locale) => OG_TERRITORY[locale];
