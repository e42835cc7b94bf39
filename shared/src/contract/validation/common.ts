// Request schemas both sides validate with (login, language, push, geocode, chats, discount codes, signup fields).
import { z } from 'zod';
import { urlIdSchema } from '../url-id';
import { LOCALES } from '../locales';
import { MIN_AGE } from '../domain';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const passwordSchema = z.string().min(8).max(200);

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const languageBodySchema = z.object({ language: z.enum(LOCALES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const userPostQuerySchema = z.object({ push: z.literal('1').optional() });

export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

export const discountCodeQuerySchema = z.object({
  welcome: z.enum(['true', 'false']).optional(),
  code: z.string().trim().min(1).max(64).optional(),
});
export type DiscountCodeQuery = z.infer<typeof discountCodeQuerySchema>;

export const deleteChatQuerySchema = z
  .object({
    conversation: urlIdSchema.optional(),
    profile: urlIdSchema.optional(),
  })
  .refine((value) => value.conversation !== undefined || value.profile !== undefined, {
    message: 'conversation or profile is required',
    path: ['conversation'],
  });
export type DeleteChatQuery = z.infer<typeof deleteChatQuerySchema>;

/** `_force_domain` picks the site; any other route query parameters are accepted and ignored. */
export const settingsQuerySchema = z.looseObject({ _force_domain: z.string().trim().max(253).optional() });

export const regionsQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
});

export const localeQuerySchema = z.object({ language: z.enum(LOCALES).optional() });

/** The age in whole years on `today` of someone born on `dateOfBirth` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const dateOfBirthSchema = z.iso
  .date({ error: 'invalid_date_of_birth' })
  .refine((value) => ageOn(value) >= MIN_AGE, { error: 'date_of_birth_too_young' })
  .refine((value) => ageOn(value) <= 120, { error: 'invalid_date_of_birth' });

// Embeddings, overrides and isolates: typed into a name they reverse it and the text beside it. Dropped at
// input; pages isolate member text on display as well.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Member-written text without directional control characters (right-to-left letters stay as they are). */
export const memberTextSchema = z.string().transform((value) => value.replace(BIDI_CONTROLS, '').trim());

/** A member's display name (spec section 5: may not start with @). */
export const memberNameSchema = memberTextSchema.pipe(
  z
    .string()
    .min(2)
    .max(40)
    .refine((value) => !value.startsWith('@'), { error: 'username_starts_with_at' }),
);

/** Spec section 5: a username may not equal the e-mail address and may not start with @. */
export const signupFieldsSchema = z
  .object({
    email: emailSchema,
    name: memberNameSchema,
    date_of_birth: dateOfBirthSchema,
    password: passwordSchema,
    signup_message: z.string().trim().max(2000).optional(),
  })
  .refine((value) => value.name.toLowerCase() !== value.email.toLowerCase(), {
    error: 'username_equals_email',
    path: ['name'],
  });
export type SignupFields = z.infer<typeof signupFieldsSchema>;
