// Becoming a member: the account step creates a not yet confirmed account (disabled profile) and logs it
// in; the later steps fill in the profile; the activation mail confirms the address.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okSchema,
  signupBodySchema,
  signupCheckBodySchema,
  signupProfileBodySchema,
  userSchema,
} from '@dating/shared/contract';
import { authenticationRequired } from '../../app-error';
import { profiles, trackingRecords, users } from '../../db/schema/index';
import { recordSignupVariants } from '../../frontend/signup-variants';
import { sendActivationMail } from '../activation/send-activation-mail';
import { hashPassword } from '../auth/password';
import { assertPasswordNotCommon } from '../auth/password-strength';
import { findUserView } from '../auth/user-repository';
import { requestLocale } from '../i18n/request-locale';
import { geoipCountry } from '../settings/geoip-country';
import { admitSignup, assertSignupsOpen } from './signup-admission';
import { assertEmailFree, emailExists, isUniqueViolation } from './signup-repository';
import { byAddress } from '../../plugins/rate-limit';
import { readBucket } from '../../frontend/bucket-cookie';
import { markSignupStarted } from '../funnel/funnel-visits';

const tags = ['account'];

const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup-check.php',
    {
      schema: {
        tags,
        summary: 'Whether an e-mail address can sign up (409 email_exists or account_pending_deletion)',
        body: signupCheckBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: byAddress } },
    },
    async (request) => {
      // The funnel's "signup started": the signup form's first call (docs/landers.md, "Funnel").
      const bucket = readBucket(request);
      if (bucket) await markSignupStarted(app.db, request.site.id, bucket);
      // A closed site says so at the first field, before the visitor types the rest of the form.
      assertSignupsOpen(request.site);
      await assertEmailFree(app.db, request.site.id, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/signup.php',
    {
      schema: {
        tags,
        summary: 'Create an account (step 1 of signup); logs it in and sends the activation mail',
        body: signupBodySchema,
        response: { 200: userSchema },
      },
      // A replay could not set the session cookie; the e-mail's uniqueness stops a double account anyway.
      config: { idempotent: false, rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: byAddress } },
    },
    async (request, reply) => {
      const body = request.body;
      const site = request.site;
      assertPasswordNotCommon(body.password, [body.email, body.name]);
      const passwordHash = await hashPassword(body.password);
      const language = body.language ?? requestLocale(request);
      const country = geoipCountry(request);
      let userId: number;
      try {
        userId = await app.db.transaction(async (tx) => {
          await admitSignup(tx, site, { inviteCode: body.invite_code, tracking: body.tracking });
          await assertEmailFree(tx, site.id, body.email);
          const [user] = await tx
            .insert(users)
            .values({ siteId: site.id, email: body.email, passwordHash, status: 'not_confirmed', language })
            .returning({ id: users.id });
          if (!user) throw new Error('insert into users returned no row');
          const id = user.id;
          await tx.insert(profiles).values({
            userId: id,
            siteId: site.id,
            name: body.name,
            status: 'disabled',
            gender: body.gender,
            sexuality: body.sexuality,
            birthDate: body.date_of_birth,
            country,
            personalText: body.signup_message ?? null,
          });
          // Which lander (and other remote) variant of an A/B split the visitor was served.
          await recordSignupVariants(tx, request, { siteId: site.id, userId: id });
          if (body.tracking) {
            await tx.insert(trackingRecords).values({
              siteId: site.id,
              userId: id,
              network: body.tracking.network,
              ref: body.tracking.ref ?? null,
              sub1: body.tracking.sub1 ?? null,
              sub2: body.tracking.sub2 ?? null,
              sub3: body.tracking.sub3 ?? null,
            });
          }
          if (site.signupCredits > 0) {
            // The reference is the user: however the request is retried, the grant is booked once.
            await app.credits.apply(
              { userId: id, delta: site.signupCredits, reason: 'signup_grant', reference: `user:${id}` },
              tx,
            );
          }
          await sendActivationMail(
            app,
            request,
            { userId: id, email: body.email, name: body.name, language },
            tx,
          );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
      await app.sessions.start(request, reply, userId);
      const user = await findUserView(app.db, userId, site.cdnPrefix);
      if (!user) throw authenticationRequired();
      return user;
    },
  );

  app.put(
    '/signup.php',
    {
      schema: {
        tags,
        summary: 'Fill in the profile during signup (location, personal info, about me)',
        body: signupProfileBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const body = request.body;
      const changes: Partial<typeof profiles.$inferInsert> = {};
      if (body.country !== undefined) {
        changes.country = body.country;
        changes.region = body.region ?? null;
        changes.city = body.city ?? null;
      }
      if (body.hair_color !== undefined) changes.hairColor = body.hair_color;
      if (body.eye_color !== undefined) changes.eyeColor = body.eye_color;
      if (body.body_type !== undefined) changes.bodyType = body.body_type;
      if (body.relationship_status !== undefined) changes.relationshipStatus = body.relationship_status;
      if (body.tattoos !== undefined) changes.tattoos = body.tattoos;
      if (body.interests !== undefined) changes.interests = body.interests;
      if (body.personal_text !== undefined) changes.personalText = body.personal_text || null;
      if (body.signup_reason !== undefined) changes.signupReason = body.signup_reason;
      if (Object.keys(changes).length > 0) {
        await app.db.update(profiles).set(changes).where(eq(profiles.userId, session.userId));
      }
      const user = await findUserView(app.db, session.userId, request.site.cdnPrefix);
      if (!user) throw authenticationRequired();
      return user;
    },
  );
};

export default signupRoutes;
