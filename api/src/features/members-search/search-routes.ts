import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberSearchPage } from '@dating/shared/contract';
import { authenticationRequired } from '../../app-error';
import { withOnlineNow } from '../presence/with-online-now';
import { memberSearchPageSchema } from '@dating/shared/contract';
import { searchQuerySchema } from './search-query';
import { searchMembers } from './search-repository';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members.php',
    {
      schema: {
        tags: ['members'],
        summary:
          "Member search over the site's search_fields, newest first, one page at a time, with similar profiles when few match",
        querystring: searchQuerySchema,
        response: { 200: memberSearchPageSchema },
      },
    },
    async (request): Promise<MemberSearchPage> => {
      const session = await request.getSession();
      const site = request.site;
      if (!session) {
        const allowed =
          site.loggedOutSearch ||
          (site.loggedOutSearchTrafficsource && request.query.trafficsource !== undefined);
        if (!allowed) throw authenticationRequired();
      }
      const found = await searchMembers(app.db, {
        siteId: site.id,
        viewerId: session?.userId ?? null,
        cdnPrefix: site.cdnPrefix,
        query: request.query,
        enabledFields: site.searchFields,
      });
      return withOnlineNow(app.presence, found);
    },
  );
};

export default searchRoutes;
