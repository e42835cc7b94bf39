// Facts the demo's operators "kept" on fictional profiles, so the operator inbox's answer screen has some to
// show: what the profile tells everyone it does and likes, in the site's language, in words that fit men and
// women alike (the same facts go to both). Chosen by position, not by the seed's random stream, so the rest
// of the demo (and its screenshots) stays the same.
import type { Locale } from '@dating/shared/contract';
import type { Tx } from '../db/client';
import { operatorFacts } from '../db/schema/index';

const FACTS: Record<Locale, readonly string[]> = {
  en: [
    'Works as a nurse, night shifts',
    'Has a cat called Luna',
    'Loves hiking at the weekend',
    'Studied art, paints at home',
  ],
  de: [
    'Arbeitet in der Pflege, Nachtschicht',
    'Hat eine Katze namens Luna',
    'Wandert gern am Wochenende',
    'Hat Kunst studiert, malt zu Hause',
  ],
  da: [
    'Arbejder som sygeplejerske, nattevagter',
    'Har en kat, der hedder Luna',
    'Elsker at vandre i weekenden',
    'Har læst kunst og maler derhjemme',
  ],
  es: [
    'Trabaja en un hospital, turno de noche',
    'Tiene una gata llamada Luna',
    'Le encanta hacer senderismo el fin de semana',
    'Estudió arte y pinta en casa',
  ],
  fi: [
    'Työskentelee sairaanhoitajana, yövuoroissa',
    'Hänellä on Luna-niminen kissa',
    'Patikoi mielellään viikonloppuisin',
    'Opiskeli taidetta, maalaa kotona',
  ],
  fr: [
    'Travaille à l’hôpital, de nuit',
    'A un chat qui s’appelle Luna',
    'Adore la randonnée le week-end',
    'A fait les beaux-arts, peint à la maison',
  ],
  it: [
    'Lavora in ospedale, turni di notte',
    'Ha una gatta di nome Luna',
    'Ama fare escursioni nel fine settimana',
    'Ha studiato arte, dipinge a casa',
  ],
  nb: [
    'Jobber som sykepleier, nattevakter',
    'Har en katt som heter Luna',
    'Elsker å gå på tur i helgene',
    'Har studert kunst, maler hjemme',
  ],
  nl: [
    'Werkt als verpleegkundige, nachtdiensten',
    'Heeft een kat die Luna heet',
    'Wandelt graag in het weekend',
    'Heeft kunst gestudeerd, schildert thuis',
  ],
  pl: [
    'Pracuje w szpitalu na nocne zmiany',
    'Ma kotkę o imieniu Luna',
    'Uwielbia weekendowe wędrówki',
    'Po studiach artystycznych, maluje w domu',
  ],
  sv: [
    'Jobbar som sjuksköterska, nattpass',
    'Har en katt som heter Luna',
    'Älskar att vandra på helgerna',
    'Har läst konst och målar hemma',
  ],
};

/** Two facts for each fictional profile (no staff author: they come with the site). */
export async function seedOperatorFacts(tx: Tx, fictionalIds: readonly number[], language: Locale) {
  const facts = FACTS[language];
  const rows = fictionalIds.flatMap((userId, i) => [
    { userId, text: facts[i % facts.length] ?? '' },
    { userId, text: facts[(i + 1) % facts.length] ?? '' },
  ]);
  if (rows.length > 0) await tx.insert(operatorFacts).values(rows);
}
