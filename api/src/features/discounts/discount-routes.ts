import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCodeQuerySchema, discountCodeSchema } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { findTimeBonus, findWelcomeDiscount, lookUpCode } from './discount-repository';

const notFound = () => new AppError(404, 'discount_code_not_found', 'This discount code does not exist.');

const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discountcode.php',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The active discount: ?welcome=true the welcome discount, ?code=X a named code, otherwise the time bonus',
        querystring: discountCodeQuerySchema,
        response: { 200: discountCodeSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const { welcome, code } = request.query;
      if (code !== undefined) {
        const found = await lookUpCode(app.db, request.site, code, session.userId);
        if ('error' in found) {
          throw found.error === 'discount_code_used'
            ? new AppError(409, 'discount_code_used', 'You have already used this discount code.')
            : notFound();
        }
        return found.code;
      }
      const discount =
        welcome === 'true'
          ? await findWelcomeDiscount(app.db, request.site, session.userId)
          : await findTimeBonus(app.db, session.userId);
      if (!discount) throw notFound();
      return discount;
    },
  );
};

export default discountRoutes;
