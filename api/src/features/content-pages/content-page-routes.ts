// `GET /api/content-page.php?page=terms&locale=de`: the site's own text of a content page in a locale, or
// `text: null` where the site has none and the page shows its built-in document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPageAnswerSchema, contentPageQuerySchema } from '@dating/shared/contract';
import { contentPageText, findContentPage } from './content-page-store';

const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content-page.php',
    {
      schema: {
        tags: ['content pages'],
        summary: "The site's own text of a content page in a locale, or null for the built-in one",
        querystring: contentPageQuerySchema,
        response: { 200: contentPageAnswerSchema },
      },
    },
    async (request) => {
      const { page, locale } = request.query;
      const row = await findContentPage(app.db, request.site.id, page, locale);
      return { page, locale, text: row ? contentPageText(row) : null };
    },
  );
};

export default contentPageRoutes;
