import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyInfoSchema,
  interestsResponseSchema,
  localeQuerySchema,
  regionsQuerySchema,
  regionsResponseSchema,
  settingsQuerySchema,
  settingsSchema,
  type Settings,
} from '@dating/shared/contract';
import { notFound } from '../../app-error';
import { requestLocale } from '../i18n/request-locale';
import { geoipCountry } from './geoip-country';
import { translatedInterests } from './interests';
import { regionsFor } from './regions';
import { findCompanyInfo, listCreditBundles } from './settings-repository';

const tags = ['site'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings.php',
    {
      schema: {
        tags,
        summary: 'Public settings of the site picked by _force_domain or the Host header',
        querystring: settingsQuerySchema,
        response: { 200: settingsSchema },
      },
    },
    async (request): Promise<Settings> => {
      const site = request.site;
      const country = geoipCountry(request);
      return {
        name: site.name,
        domain: site.domain,
        domain_language: site.domainLanguage,
        cdn_prefix: site.cdnPrefix,
        niche: site.niche as Settings['niche'],
        signups: site.signups,
        logged_out_search: site.loggedOutSearch,
        logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
        enable_site_entry_popup: site.enableSiteEntryPopup,
        site_entry_popup_countries: site.siteEntryPopupCountries,
        geoip_country: country,
        geoip_selected_country: site.countries.includes(country) ? country : (site.countries[0] ?? country),
        minimum_message_costs: site.minimumMessageCosts,
        support_phone: site.supportPhone.replace(/[\s-]/g, ''),
        support_email: site.supportEmail,
        push_public_key: app.config.pushPublicKey,
        fictional_icon: site.fictionalIcon,
        index_title: site.indexTitle,
        description: site.description,
        countries: site.countries,
        visible_profile_fields: site.visibleProfileFields,
        visible_profile_notes: site.visibleProfileNotes,
        message_credits: site.messageCredits,
        signup_credits: site.signupCredits,
        photo_credits: site.photoCredits,
        gift_credits: site.giftCredits,
        message_length: site.messageLength,
        search_fields: site.searchFields,
        fictional_warning: site.fictionalWarning,
        fictional_singular: site.fictionalSingular,
        fictional_plural: site.fictionalPlural,
        refund_days: site.refundDays,
        member_resell: site.memberResell,
        company_id: site.companyId,
        mail_name: site.mailName,
        us_footer: site.usFooter,
        photo_moderation: site.photoModeration,
        currency: site.currency,
        prices: await listCreditBundles(app.db, site.id),
        region_data: regionsFor(site.countries),
        interests: translatedInterests(requestLocale(request)),
      };
    },
  );

  app.get(
    '/companyinfo.php',
    { schema: { tags, summary: 'The company behind the site', response: { 200: companyInfoSchema } } },
    async (request) => {
      const info = await findCompanyInfo(app.db, request.site.companyId);
      if (!info) throw notFound();
      return info;
    },
  );

  app.get(
    '/interests.php',
    {
      schema: {
        tags,
        summary: 'Interest options, named in the request locale',
        querystring: localeQuerySchema,
        response: { 200: interestsResponseSchema },
      },
    },
    async (request) => translatedInterests(requestLocale(request)),
  );

  app.get(
    '/regions.php',
    {
      schema: {
        tags,
        summary: "Regions per country (the site's countries, or ?country=XX)",
        querystring: regionsQuerySchema,
        response: { 200: regionsResponseSchema },
      },
    },
    async (request) => regionsFor(request.query.country ? [request.query.country] : request.site.countries),
  );
};

export default settingsRoutes;
