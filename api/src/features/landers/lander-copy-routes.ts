// GET /api/lander-copy.php?kind=: the copy marketing wrote in the console for one lander of the site, per
// locale, the kind's own text over the `all` one. A lander shows it in place of its built-in messages; the
// page the server sends carries this answer (first-answers.ts) and its first screen uses it (page-head.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LANDER_COPY_ALL,
  landerCopyAnswerSchema,
  landerCopyQuerySchema,
  type LanderCopyAnswer,
  type LanderCopyField,
  type Locale,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { landerCopy } from '../../db/schema/index';

/** The site's overrides for `kind`, merged per locale: the kind's own text wins over `all`'s. */
export async function landerCopyFor(db: DbOrTx, siteId: number, kind: string): Promise<LanderCopyAnswer> {
  const rows = await db
    .select({
      kind: landerCopy.kind,
      locale: landerCopy.locale,
      field: landerCopy.field,
      text: landerCopy.text,
    })
    .from(landerCopy)
    .where(and(eq(landerCopy.siteId, siteId), inArray(landerCopy.kind, [LANDER_COPY_ALL, kind])));
  // `all` first, so the kind's own rows overwrite it.
  rows.sort((a, b) => Number(a.kind !== LANDER_COPY_ALL) - Number(b.kind !== LANDER_COPY_ALL));
  const copy: LanderCopyAnswer['copy'] = {};
  for (const row of rows) (copy[row.locale as Locale] ??= {})[row.field as LanderCopyField] = row.text;
  return { copy };
}

const landerCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lander-copy.php',
    {
      schema: {
        tags: ['landers'],
        summary: "The site's own copy for a lander (headline, lead, call to action) per locale",
        querystring: landerCopyQuerySchema,
        response: { 200: landerCopyAnswerSchema },
      },
    },
    async (request, reply) => {
      // An edit in the console shows at the next page load: no cache may keep the old text.
      reply.header('cache-control', 'no-cache').header('vary', 'host');
      return landerCopyFor(app.db, request.site.id, request.query.kind);
    },
  );
};

export default landerCopyRoutes;
