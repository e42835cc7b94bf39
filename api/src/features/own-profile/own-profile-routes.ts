import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileChangesSchema, profileSchema, type Profile } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { photos, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin, profileColumns, toProfile } from '../profiles/profile-view';

const tags = ['profile'];

const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(userId: number, cdnPrefix: string): Promise<Profile> {
    const [row] = await app.db
      .select(profileColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(photos, mainPhotoJoin)
      .where(eq(profiles.userId, userId));
    if (!row) throw new AppError(404, 'not_found', 'Profile not found.');
    return toProfile(row, cdnPrefix);
  }

  app.get(
    '/profile.php',
    { schema: { tags, summary: "The user's own profile, every field", response: { 200: profileSchema } } },
    async (request) => {
      const session = await request.requireUser();
      return load(session.userId, request.site.cdnPrefix);
    },
  );

  app.put(
    '/profile.php',
    {
      schema: {
        tags,
        summary: "Change fields of the user's own profile",
        body: profileChangesSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const body = request.body;
      const site = request.site;
      if (body.country !== undefined && !site.countries.includes(body.country)) {
        throw new AppError(400, 'validation_failed', 'Some fields are not valid.', [
          { field: 'body.country', code: 'invalid_value', message: 'This site does not serve this country.' },
        ]);
      }
      const changes: Partial<typeof profiles.$inferInsert> = {
        name: body.name,
        gender: body.gender,
        sexuality: body.sexuality,
        birthDate: body.date_of_birth,
        country: body.country,
        region: body.region,
        city: body.city,
        interests: body.interests,
        hairColor: body.hair_color,
        eyeColor: body.eye_color,
        bodyType: body.body_type,
        relationshipStatus: body.relationship_status,
        tattoos: body.tattoos,
        personalText: body.personal_text,
        signupReason: body.signup_reason,
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(defined).length > 0) {
        await app.db.update(profiles).set(defined).where(eq(profiles.userId, session.userId));
      }
      return load(session.userId, site.cdnPrefix);
    },
  );
};

export default ownProfileRoutes;
