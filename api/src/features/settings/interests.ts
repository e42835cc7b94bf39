// @feature-public: other features import this module (docs/conventions.md, Layout).
import { INTERESTS, type Interest, type Locale } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';

// Every id written out whole, so the i18n check can see which messages are used.
const INTEREST_MESSAGE_IDS: Record<Interest, string> = {
  travel: 'api.interests.travel',
  cooking: 'api.interests.cooking',
  music: 'api.interests.music',
  movies: 'api.interests.movies',
  reading: 'api.interests.reading',
  sports: 'api.interests.sports',
  fitness: 'api.interests.fitness',
  yoga: 'api.interests.yoga',
  dancing: 'api.interests.dancing',
  hiking: 'api.interests.hiking',
  cycling: 'api.interests.cycling',
  running: 'api.interests.running',
  swimming: 'api.interests.swimming',
  photography: 'api.interests.photography',
  art: 'api.interests.art',
  theatre: 'api.interests.theatre',
  gaming: 'api.interests.gaming',
  technology: 'api.interests.technology',
  fashion: 'api.interests.fashion',
  shopping: 'api.interests.shopping',
  wine: 'api.interests.wine',
  beer: 'api.interests.beer',
  coffee: 'api.interests.coffee',
  food: 'api.interests.food',
  nature: 'api.interests.nature',
  animals: 'api.interests.animals',
  dogs: 'api.interests.dogs',
  cats: 'api.interests.cats',
  gardening: 'api.interests.gardening',
  diy: 'api.interests.diy',
  cars: 'api.interests.cars',
  motorcycles: 'api.interests.motorcycles',
  football: 'api.interests.football',
  tennis: 'api.interests.tennis',
  golf: 'api.interests.golf',
  skiing: 'api.interests.skiing',
  sailing: 'api.interests.sailing',
  camping: 'api.interests.camping',
  fishing: 'api.interests.fishing',
  meditation: 'api.interests.meditation',
  spirituality: 'api.interests.spirituality',
  history: 'api.interests.history',
  science: 'api.interests.science',
  languages: 'api.interests.languages',
  volunteering: 'api.interests.volunteering',
  board_games: 'api.interests.board_games',
  concerts: 'api.interests.concerts',
  festivals: 'api.interests.festivals',
  beach: 'api.interests.beach',
  nightlife: 'api.interests.nightlife',
  comedy: 'api.interests.comedy',
};

/** The interest options with their names in `locale` (messages/<locale>.json beside this file). */
export function translatedInterests(locale: Locale): { id: Interest; name: string }[] {
  return INTERESTS.map((id) => ({ id, name: serverMessage(locale, INTEREST_MESSAGE_IDS[id]) }));
}

/** An interest's name in `locale`; an id no longer in the list stays as it is. */
export function interestName(locale: Locale, id: string): string {
  return Object.hasOwn(INTEREST_MESSAGE_IDS, id)
    ? serverMessage(locale, INTEREST_MESSAGE_IDS[id as Interest])
    : id;
}
