import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
  localeForCountry,
  type Gender,
  type Sexuality,
} from '@dating/shared/contract';
import type { profiles } from '../db/schema/index';
import { demoPlaces } from './demo-places';
import { demoTexts } from './demo-texts';
import type { PortraitTraits } from './demo-photos';
import type { Random } from './random';

export type DemoProfile = Omit<typeof profiles.$inferInsert, 'userId' | 'siteId'> & {
  /** What the demo portrait is drawn from; not a profile column. */
  portrait: PortraitTraits;
};

function birthDate(random: Random, today: Date, age: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + random.int(1, 364));
  return date.toISOString().slice(0, 10);
}

/** One varied demo profile of a site: names by the country's language, texts in the site's language. */
export function demoProfile(
  random: Random,
  site: { domainLanguage: string },
  countryWeights: Record<string, number>,
  today: Date,
): DemoProfile {
  const gender: Gender = random.chance(0.55) ? 'female' : 'male';
  const sexuality = random.weighted<Sexuality>({
    hetero: 80,
    bi: 10,
    [gender === 'male' ? 'gay' : 'lesbian']: 10,
  } as Record<Sexuality, number>);
  const country = random.weighted(countryWeights);
  const texts = demoTexts(site.domainLanguage);
  const nameTexts = demoTexts(localeForCountry(country) ?? site.domainLanguage);
  const name = random.pick(nameTexts.names[gender]);
  const places = demoPlaces(country);
  const age = random.int(18, 66);
  const hairColor = random.pick(HAIR_COLORS);
  const eyeColor = random.pick(EYE_COLORS);
  const born = birthDate(random, today, age);
  // A region first, then a town in it: two draws, as when region and town were drawn apart, so every draw
  // after them (and so every demo member's texts and portrait) stays the same.
  const [region, towns] = places.length ? random.pick(places) : [null, []];
  const city = towns.length ? random.pick(towns) : null;
  return {
    name,
    status: 'active',
    gender,
    sexuality,
    birthDate: born,
    country,
    region,
    city,
    interests: random.sample(INTERESTS, random.int(3, 7)),
    hairColor,
    eyeColor,
    bodyType: random.pick(BODY_TYPES),
    relationshipStatus: random.pick(RELATIONSHIP_STATUSES.slice(0, 4)),
    tattoos: random.pick(TATTOO_OPTIONS),
    personalText: [random.pick(texts.openings), random.pick(texts.middles), random.pick(texts.closings)].join(
      ' ',
    ),
    signupReason: random.pick(SIGNUP_REASONS),
    portrait: { seed: `${name}-${random.int(0, 1_000_000)}`, gender, hairColor, eyeColor, age },
  };
}
