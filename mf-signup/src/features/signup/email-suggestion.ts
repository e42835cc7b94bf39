import emailMisspelled, { all } from 'email-misspelled';

/**
 * Providers the library's list lacks but our members use (privacy mail, the Benelux and Nordic ISPs). A
 * domain on the combined list is taken as meant, so `hey.com` is never "corrected" to `sky.com`.
 */
const MORE_PROVIDERS = [
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'hey.com',
  'tuta.com',
  'tuta.io',
  'tutanota.com',
  'tutanota.de',
  'fastmail.com',
  'mailbox.org',
  'posteo.de',
  'posteo.net',
  'duck.com',
  'zoho.com',
  'gmx.at',
  'gmx.ch',
  'bluewin.ch',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'eircom.net',
  'outlook.dk',
  'telia.com',
  'online.no',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'libero.it',
  'virgilio.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
];

const check = emailMisspelled({ domains: [...all, ...MORE_PROVIDERS] });

/**
 * A likely intended address for a near-miss of a known provider (`anna@gmial.com` -> `anna@gmail.com`), or
 * null. Only whole known domains are suggested: whether any other domain exists is not knowable here, so
 * `anna@example.test` or a company's own domain get no suggestion. Two letters off counts only for names of
 * five letters or more: `bay.com` is not a slip for `sky.com`.
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  const name = trimmed.split('@')[1]?.split('.')[0] ?? '';
  const best = check(trimmed).find((found) => found.misspelledCount === 1 || name.length >= 5);
  return best && best.corrected !== trimmed ? best.corrected : null;
}
