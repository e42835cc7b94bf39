// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) by otpauth, which every authenticator app reads. A code is accepted
// for the step before and after too (clock drift), and each step once: the account remembers the last one.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ISSUER = 'Dating back office';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totpOf(secret: string, email: string) {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The current code; tests and the demo seed use it to log in. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  totpOf(secret, 'x').generate({ timestamp });

/** The 30-second step the code belongs to, or null when it is not valid now. */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = totpOf(secret, 'x').validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}
