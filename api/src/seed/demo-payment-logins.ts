// Demo logins that live in the countries whose local payment methods the three main demo logins never see
// (a member is offered the methods of their profile's country: features/payments/payment-methods.ts), so
// that each of the spec's 24 methods is offered to some demo login. Listed in api/DEMO.md.
import type { Gender, Interest, PaymentMethod } from '@dating/shared/contract';
import type { Site } from '../plugins/site';
import { DEMO_PASSWORD } from './demo-accounts';
import { generatePortraits } from './demo-photos';

export interface PaymentDemoLogin {
  domain: string;
  email: string;
  password: string;
  country: string;
  name: string;
  gender: Gender;
  region: string;
  city: string;
  /** The country's own methods this login is here for (the page lists the everywhere-methods too). */
  localMethods: readonly PaymentMethod[];
}

const login = (
  domain: string,
  country: string,
  name: string,
  gender: Gender,
  place: [region: string, city: string],
  localMethods: readonly PaymentMethod[],
): PaymentDemoLogin => ({
  domain,
  email: `${country.toLowerCase()}@${domain}`,
  password: DEMO_PASSWORD,
  country,
  name,
  gender,
  region: place[0],
  city: place[1],
  localMethods,
});

export const PAYMENT_DEMO_LOGINS: readonly PaymentDemoLogin[] = [
  login('flirtlocal.test', 'NL', 'Noor', 'female', ['Utrecht', 'Utrecht'], ['ideal']),
  login('flirtlocal.test', 'BE', 'Lotte', 'female', ['Flanders', 'Gent'], ['bancontact']),
  login('flirtlocal.test', 'FR', 'Camille', 'female', ['Occitanie', 'Toulouse'], ['carte_bancaire']),
  login('flirtlocal.test', 'IT', 'Giulia', 'female', ['Lombardia', 'Milan'], ['satispay', 'nexi']),
  login('flirtlocal.test', 'PL', 'Zuzanna', 'female', ['Małopolskie', 'Kraków'], ['blik', 'przelewy24']),
  login('flirtlocal.test', 'DK', 'Freja', 'female', ['Midtjylland', 'Århus'], ['mobilepay', 'dankort']),
  login('flirtlocal.test', 'SE', 'Elsa', 'female', ['Västra Götaland', 'Göteborg'], ['swish']),
  login('flirtlocal.test', 'NO', 'Ingrid', 'female', ['Vestland', 'Bergen'], ['vipps']),
  login('herzenssache.test', 'AT', 'Lena', 'female', ['Steiermark', 'Graz'], ['eps', 'sofort']),
  login('herzenssache.test', 'CH', 'Noemi', 'female', ['Bern', 'Bern'], ['twint']),
];

/**
 * A site's payment logins, for `insertMembers`: ordinary confirmed members who signed up two months ago (no
 * time bonus, so the page shows list prices), seeking men. Their portraits are not named `demo-…`: the
 * screenshot spec keeps to the members the main seed draws (e2e/tests/visual/member-pages.spec.ts).
 */
export async function paymentDemoMembers(
  site: Pick<Site, 'id' | 'domain' | 'domainLanguage'>,
  passwordHash: string,
  uploadsDir: string,
) {
  const logins = PAYMENT_DEMO_LOGINS.filter((entry) => entry.domain === site.domain);
  const members = [];
  for (const entry of logins) {
    const portrait = {
      seed: `payment-login-${entry.email}`,
      gender: entry.gender,
      hairColor: 'brown' as const,
      eyeColor: 'green' as const,
      age: 31,
    };
    members.push({
      email: entry.email,
      passwordHash,
      photos: await generatePortraits(
        uploadsDir,
        `payment-login-${site.id}-${entry.country.toLowerCase()}`,
        portrait,
        1,
      ),
      profile: {
        name: entry.name,
        status: 'active' as const,
        gender: entry.gender,
        sexuality: 'hetero' as const,
        birthDate: '1995-03-14',
        country: entry.country,
        region: entry.region,
        city: entry.city,
        interests: ['travel', 'music', 'cooking'] satisfies Interest[],
        portrait,
      },
      user: {
        language: site.domainLanguage.slice(0, 2) as 'en',
        signupDate: new Date(Date.now() - 60 * 86_400_000),
      },
    });
  }
  return members;
}
