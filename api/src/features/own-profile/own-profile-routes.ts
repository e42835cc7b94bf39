import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BODY_TYPES,
  dateOfBirthSchema,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  memberNameSchema,
  memberTextSchema,
  profileSchema,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
  type Profile,
  type ProfileChanges,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { photos, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin, profileColumns, toProfile } from '../profiles/profile-view';

const tags = ['profile'];

/** Every field of spec section 3 a member edits; omitted fields stay as they are, null clears an optional one. */
export const profileUpdateSchema = z
  .object({
    name: memberNameSchema,
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    date_of_birth: dateOfBirthSchema,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    region: z.string().trim().min(1).max(100).nullable(),
    city: z.string().trim().min(1).max(100).nullable(),
    interests: z
      .array(z.enum(INTERESTS))
      .max(INTERESTS.length)
      .transform((list) => [...new Set(list)]),
    hair_color: z.enum(HAIR_COLORS).nullable(),
    eye_color: z.enum(EYE_COLORS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    tattoos: z.enum(TATTOO_OPTIONS).nullable(),
    personal_text: memberTextSchema.pipe(z.string().max(2000)).nullable(),
    signup_reason: z.enum(SIGNUP_REASONS).nullable(),
  })
  .partial()
  .strict() satisfies z.ZodType<ProfileChanges>;

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
        body: profileUpdateSchema,
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
