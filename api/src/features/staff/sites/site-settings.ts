// The console's names for a site's settings and the columns that hold them: one mapping both ways, so the
// audit's before/after, the answers and the updates always name the same fields.
import { asc, eq, isNull, and } from 'drizzle-orm';
import { localeFromLanguageTag, type StaffSiteFile, type StaffSiteSettings } from '@dating/shared/contract';
import type { Tx } from '../../../db/client';
import { creditBundles, discountCodes, gifts, sites } from '../../../db/schema/index';
import type { Site } from '../../../plugins/site';
import { WELCOME_CODE } from '../../discounts/discount-repository';
import { catalogueRows } from '../../gifts/gift-catalogue';

type SiteColumns = Partial<typeof sites.$inferInsert>;

export function settingsOf(site: Site): StaffSiteSettings {
  return {
    domain: site.domain,
    otherDomains: site.otherDomains,
    name: site.name,
    language: localeFromLanguageTag(site.domainLanguage) ?? 'en',
    countries: site.countries,
    niche: site.niche,
    signups: site.signups,
    loggedOutSearch: site.loggedOutSearch,
    entryWarning: site.enableSiteEntryPopup,
    entryWarningCountries: site.siteEntryPopupCountries,
    supportPhone: site.supportPhone,
    supportEmail: site.supportEmail,
    mailName: site.mailName,
    title: site.indexTitle,
    description: site.description,
    companyId: site.companyId,
    currency: site.currency,
    messageCredits: site.messageCredits,
    photoCredits: site.photoCredits,
    giftCredits: site.giftCredits,
    signupCredits: site.signupCredits,
  };
}

export function staffSiteOf(site: Site): StaffSiteFile {
  return { id: site.id, createdAt: site.createdAt.toISOString(), ...settingsOf(site) };
}

/**
 * The columns to write for the settings given (the ones left out stay as they are). The site keeps its
 * language as a tag with a region (`de_DE`, `de_CH`): the console's language with the site's first country.
 */
export function columnsOf(settings: Partial<StaffSiteSettings>, firstCountry: string): SiteColumns {
  const columns: SiteColumns = {
    domain: settings.domain,
    otherDomains: settings.otherDomains,
    name: settings.name,
    domainLanguage: settings.language && `${settings.language}_${settings.countries?.[0] ?? firstCountry}`,
    countries: settings.countries,
    niche: settings.niche,
    signups: settings.signups,
    loggedOutSearch: settings.loggedOutSearch,
    enableSiteEntryPopup: settings.entryWarning,
    siteEntryPopupCountries: settings.entryWarningCountries,
    supportPhone: settings.supportPhone,
    supportEmail: settings.supportEmail,
    mailName: settings.mailName,
    indexTitle: settings.title,
    description: settings.description,
    companyId: settings.companyId,
    currency: settings.currency,
    messageCredits: settings.messageCredits,
    photoCredits: settings.photoCredits,
    giftCredits: settings.giftCredits,
    signupCredits: settings.signupCredits,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Only the settings that differ, before and after, for the audit row. */
export function changedSettings(before: StaffSiteSettings, after: StaffSiteSettings) {
  const changed = (Object.keys(after) as (keyof StaffSiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/**
 * What a new site needs to take members and payments at once, copied from its template: the default
 * bundles (the template's amounts, in the new site's currency, for the admin to adjust), the welcome discount and the gift catalogue. No members: demo profiles stay the seed's business.
 */
export async function furnishNewSite(tx: Tx, site: Site, template: Site): Promise<void> {
  const bundles = await tx
    .select()
    .from(creditBundles)
    .where(
      and(
        eq(creditBundles.siteId, template.id),
        isNull(creditBundles.country),
        eq(creditBundles.active, true),
      ),
    )
    .orderBy(asc(creditBundles.sortOrder), asc(creditBundles.id));
  if (bundles.length > 0) {
    await tx.insert(creditBundles).values(
      bundles.map((bundle) => ({
        siteId: site.id,
        credits: bundle.credits,
        amountCents: bundle.amountCents,
        currency: site.currency,
        popular: bundle.popular,
        sortOrder: bundle.sortOrder,
      })),
    );
  }
  await tx.insert(discountCodes).values({
    siteId: site.id,
    code: WELCOME_CODE,
    valuePercentage: site.welcomeDiscountPercentage,
    validity: 'once-per-user',
  });
  await tx.insert(gifts).values(catalogueRows(site));
}
