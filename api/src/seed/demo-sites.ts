import type { ProfileField, SearchField } from '@dating/shared/contract';
import type { companyInfo, sites } from '../db/schema/index';

type SiteValues = Omit<typeof sites.$inferInsert, 'companyId'>;

export interface DemoSite {
  company: typeof companyInfo.$inferInsert;
  site: SiteValues;
  bundles: { credits: number; amountCents: number; popular?: boolean }[];
  /** Share of the demo profiles per country. */
  countryWeights: Record<string, number>;
}

const visibleProfileFields: ProfileField[] = [
  'age',
  'city',
  'region',
  'relationship_status',
  'hair_color',
  'eye_color',
  'body_type',
  'tattoos',
  'interests',
  'personal_text',
];
const searchFields: SearchField[] = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

export const DEMO_SITES: DemoSite[] = [
  {
    company: {
      name: 'Flirt Local Media B.V.',
      address: 'Herengracht 182',
      kvk: '81234567',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: ['Flirt Local'],
      vatNumbers: ['NL862345678B01'],
      supportPhone: '+31 20-808 1234',
      deleteDiscount: 50,
      added: new Date('2024-03-01T12:00:00Z'),
    },
    site: {
      domain: 'flirtlocal.test',
      name: 'Flirt Local',
      niche: 1,
      domainLanguage: 'en_GB',
      // The last six for members abroad, whose own payment methods the demo offers too (demo-payment-logins.ts).
      countries: ['GB', 'IE', 'NL', 'BE', 'FR', 'IT', 'PL', 'DK', 'SE', 'NO'],
      currency: 'EUR',
      cdnPrefix: '',
      signups: 'all',
      loggedOutSearch: true,
      loggedOutSearchTrafficsource: false,
      enableSiteEntryPopup: true,
      siteEntryPopupCountries: ['NL', 'DE'],
      supportPhone: '+31 20-808 1234',
      supportEmail: 'support@flirtlocal.test',
      mailName: 'Flirt Local',
      indexTitle: 'Flirt Local: meet singles near you',
      description: 'Chat and flirt with singles from your area.',
      fictionalIcon: true,
      fictionalWarning:
        'Some profiles on this site are fictional and are run by our team for entertainment. You cannot meet them in person.',
      fictionalSingular: 'fictional profile',
      fictionalPlural: 'fictional profiles',
      visibleProfileFields,
      visibleProfileNotes: { personal_text: 'Written by the member.' },
      searchFields,
      minimumMessageCosts: {
        GB: { costs: 0.49, currency: 'GBP' },
        IE: { costs: 0.55, currency: 'EUR' },
        NL: { costs: 0.55, currency: 'EUR' },
        BE: { costs: 0.55, currency: 'EUR' },
        FR: { costs: 0.55, currency: 'EUR' },
        IT: { costs: 0.55, currency: 'EUR' },
        PL: { costs: 2.49, currency: 'PLN' },
        DK: { costs: 4.29, currency: 'DKK' },
        SE: { costs: 6.49, currency: 'SEK' },
        NO: { costs: 6.49, currency: 'NOK' },
      },
      messageCredits: 10,
      signupCredits: 20,
      photoCredits: 5,
      giftCredits: 25,
      messageLength: 1000,
      refundDays: 14,
      memberResell: false,
      photoModeration: true,
      usFooter: false,
      welcomeDiscountPercentage: 25,
      welcomeDiscountHours: 48,
    },
    bundles: [
      { credits: 100, amountCents: 1499 },
      { credits: 250, amountCents: 2999, popular: true },
      { credits: 600, amountCents: 5999 },
      { credits: 1500, amountCents: 11999 },
    ],
    countryWeights: { GB: 45, IE: 15, NL: 28, BE: 12 },
  },
  {
    company: {
      name: 'Herzenssache Digital GmbH',
      address: 'Leopoldstraße 21',
      kvk: 'HRB 245871',
      city: 'München',
      country: 'DE',
      tradenames: ['Herzenssache'],
      vatNumbers: ['DE318765432'],
      supportPhone: '+49 89 2000 4567',
      deleteDiscount: 40,
      added: new Date('2024-06-15T12:00:00Z'),
    },
    site: {
      domain: 'herzenssache.test',
      name: 'Herzenssache',
      niche: 3,
      domainLanguage: 'de_DE',
      countries: ['DE', 'AT', 'CH'],
      currency: 'EUR',
      cdnPrefix: '',
      signups: 'all',
      loggedOutSearch: false,
      loggedOutSearchTrafficsource: true,
      enableSiteEntryPopup: true,
      siteEntryPopupCountries: ['DE'],
      supportPhone: '+49 89 2000 4567',
      supportEmail: 'hilfe@herzenssache.test',
      mailName: 'Herzenssache',
      indexTitle: 'Herzenssache: Singles aus deiner Region',
      description: 'Lerne Singles aus Deutschland, Österreich und der Schweiz kennen.',
      fictionalIcon: true,
      fictionalWarning:
        'Einige Profile auf dieser Seite sind fiktiv und werden zur Unterhaltung von unserem Team betreut. Ein persönliches Treffen ist mit ihnen nicht möglich.',
      fictionalSingular: 'fiktives Profil',
      fictionalPlural: 'fiktive Profile',
      visibleProfileFields,
      visibleProfileNotes: { personal_text: 'Vom Mitglied selbst geschrieben.' },
      searchFields: [...searchFields, 'interests'],
      minimumMessageCosts: {
        DE: { costs: 0.59, currency: 'EUR' },
        AT: { costs: 0.59, currency: 'EUR' },
        CH: { costs: 0.65, currency: 'CHF' },
      },
      messageCredits: 12,
      signupCredits: 15,
      photoCredits: 6,
      giftCredits: 30,
      messageLength: 800,
      refundDays: 14,
      memberResell: false,
      photoModeration: true,
      usFooter: false,
      welcomeDiscountPercentage: 25,
      welcomeDiscountHours: 72,
    },
    bundles: [
      { credits: 120, amountCents: 1999 },
      { credits: 300, amountCents: 3999, popular: true },
      { credits: 700, amountCents: 7999 },
    ],
    countryWeights: { DE: 65, AT: 20, CH: 15 },
  },
];
