// The SMS code: six random digits, stored only as a salted hash, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@dating/shared/contract';

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** `salt$hash`: a leaked table row does not show the code; a million guesses offline would, hence the expiry. */
export function hashSmsCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function smsCodeMatches(stored: string | null, code: string): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const given = Buffer.from(digest(salt, code), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
