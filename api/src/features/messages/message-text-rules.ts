// @feature-public: other features import this module (docs/conventions.md, Layout).
// Rules on message text that protect members (and the site's business) without touching what is stored:
// masking is applied when a message is shown to a free member, the spam key when a new member sends.

const MASK = '•••';

// Links: a scheme or www., or a bare domain with a common top-level domain ("meet me on chat.example.com").
// A sentence ending in a word and a dot ("see you.Then") does not look like a domain, because the part after
// the dot must be one of these.
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|io|me|app|ly|co|uk|de|nl|pl|dk|se|no|fi|fr|it|es|at|ch|be|eu|ru|biz|xyz|online|site|link)\b(?:\/\S*)?/gi;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
// Seven or more digits, possibly split by spaces, dots, dashes, slashes or brackets, with an optional +:
// phone numbers in every format the sites' countries write, but not a year, an age or a time.
const PHONE = /\+?\d(?:[\s./()-]*\d){6,}/g;

/**
 * Free members see links, e-mail addresses and phone numbers masked in the messages they receive (the site has
 * no setting for it, so the rule is fixed: premium members see everything). Returns the text to show and
 * whether anything was hidden.
 */
export function maskContacts(body: string): { text: string; masked: boolean } {
  const text = body.replace(EMAIL, MASK).replace(LINK, MASK).replace(PHONE, MASK);
  return { text, masked: text !== body };
}

/** A message's text reduced to what makes it the same message: case, spacing and punctuation do not count. */
export function spamKey(body: string): string {
  return body
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Texts shorter than this ("hi", "hello!") are greetings everyone sends, not spam. */
export const SPAM_MIN_LENGTH = 20;
/** The same text to this many different members within SPAM_WINDOW_HOURS is refused for a new member. */
export const SPAM_RECIPIENTS = 3;
export const SPAM_WINDOW_HOURS = 24;
/** A member is new (and checked) until they have sent this many messages. */
export const NEW_MEMBER_MESSAGES = 30;
