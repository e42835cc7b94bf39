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
import { allCities } from '../features/geocode/cities';
import { regionsFor } from '../features/settings/regions';
import { demoTexts } from './demo-texts';
import type { PortraitTraits } from './demo-photos';
import type { Random } from './random';

export type DemoProfile = Omit<typeof profiles.$inferInsert, 'userId' | 'siteId'> & {
  /** What the demo portrait is drawn from; not a profile column. */
  portrait: PortraitTraits;
};

const citiesByCountry = new Map<string, string[]>();

/** The 30 most populous places of a country, to spread demo members over real towns. */
function bigCities(country: string): string[] {
  let list = citiesByCountry.get(country);
  if (!list) {
    list = allCities()
      .filter((city) => city.country === country)
      .sort((a, b) => b.population - a.population)
      .slice(0, 30)
      .map((city) => city.name);
    citiesByCountry.set(country, list);
  }
  return list;
}

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
  const regions = regionsFor([country])[country] ?? [];
  const age = random.int(18, 66);
  const hairColor = random.pick(HAIR_COLORS);
  const eyeColor = random.pick(EYE_COLORS);
  const cities = bigCities(country);
  return {
    name,
    status: 'active',
    gender,
    sexuality,
    birthDate: birthDate(random, today, age),
    country,
    region: regions.length ? random.pick(regions).name : null,
    city: cities.length ? random.pick(cities) : null,
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
