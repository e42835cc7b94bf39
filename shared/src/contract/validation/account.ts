// Request schemas of the identity and account calls (signup, activation, password reset, settings,
// deletion). Error strings are stable ids the client translates (`signup.errors.<id>`).
import { z } from 'zod';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  NOTIFICATION_DISABLED_REASONS,
  NOTIFICATION_TYPES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
} from '../domain';
import { LOCALES } from '../locales';
import { emailSchema, passwordSchema, signupFieldsSchema } from './common';

/** How long the e-mailed links stay valid. */
export const ACTIVATION_LINK_HOURS = 7 * 24;
export const PASSWORD_RESET_LINK_HOURS = 2;
export const MAIL_CHANGE_LINK_HOURS = 48;
/** Spec section 9: an account can be reactivated for 14 days after deletion, then it is erased. */
export const REACTIVATION_DAYS = 14;
/** Password reset mails per account in 24 hours before 'Too many password reset emails sent'. */
export const PASSWORD_RESET_MAILS_PER_DAY = 3;
/** Activation mails per account per hour (the first one counts). */
export const ACTIVATION_MAILS_PER_HOUR = 3;

const shortText = z.string().trim().max(100);

/** Where a visitor came from: the landing URL's network, ref, sub1, sub2 and sub3. */
export const trackingSchema = z.object({
  network: z.string().trim().min(1).max(100),
  ref: shortText.nullish(),
  sub1: shortText.nullish(),
  sub2: shortText.nullish(),
  sub3: shortText.nullish(),
});
export type TrackingBody = z.infer<typeof trackingSchema>;

/** Step 1 of signup (account): creates the not yet confirmed account and logs it in. */
export const signupBodySchema = signupFieldsSchema.and(
  z.object({
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    language: z.enum(LOCALES).optional(),
    invite_code: z.string().trim().max(64).optional(),
    tracking: trackingSchema.optional(),
  }),
);
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Checks the account step before the visitor goes on: a free e-mail and a valid name. */
export const signupCheckBodySchema = z.object({ email: emailSchema });
export type SignupCheckBody = z.infer<typeof signupCheckBodySchema>;

/** The later signup steps (location, personal info, about me) fill in the profile. */
export const signupProfileBodySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  region: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(100).nullish(),
  hair_color: z.enum(HAIR_COLORS).nullish(),
  eye_color: z.enum(EYE_COLORS).nullish(),
  body_type: z.enum(BODY_TYPES).nullish(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullish(),
  tattoos: z.enum(TATTOO_OPTIONS).nullish(),
  interests: z.array(z.enum(INTERESTS)).max(20).optional(),
  personal_text: z.string().trim().max(2000).nullish(),
  signup_reason: z.enum(SIGNUP_REASONS).nullish(),
});
export type SignupProfileBody = z.infer<typeof signupProfileBodySchema>;

export const tokenBodySchema = z.object({ token: z.string().trim().min(20).max(200) });
export type TokenBody = z.infer<typeof tokenBodySchema>;
export const tokenQuerySchema = tokenBodySchema;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

/** Spec section 5: 'The entered passwords are not the same.' */
const newPasswordFields = z
  .object({ password: passwordSchema, password_confirm: z.string().max(200) })
  .refine((value) => value.password === value.password_confirm, {
    error: 'passwords_not_same',
    path: ['password_confirm'],
  });

export const passwordResetDoBodySchema = tokenBodySchema.and(newPasswordFields);
export type PasswordResetDoBody = z.infer<typeof passwordResetDoBodySchema>;

export const passwordChangeBodySchema = z
  .object({ old_password: z.string().min(1).max(200) })
  .and(newPasswordFields);
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const mailChangeBodySchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });
export type MailChangeBody = z.infer<typeof mailChangeBodySchema>;

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const accountSettingsBodySchema = z.object({
  invisible: z.boolean().optional(),
  notifications: z.array(notificationPreferenceSchema).max(NOTIFICATION_TYPES.length).optional(),
});
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;

export const accountSettingsSchema = z.object({
  email: z.string(),
  invisible: z.boolean(),
  notifications: z.array(notificationPreferenceSchema),
  disabled_reasons: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const reEnableBodySchema = z.object({ reason: z.enum(NOTIFICATION_DISABLED_REASONS) });

/** Why a member leaves; each reason has a matching solution the page offers before deleting. */
export const DELETION_REASONS = [
  'found_partner',
  'no_matches',
  'too_expensive',
  'too_many_emails',
  'privacy',
  'taking_break',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const accountDeletionBodySchema = z.object({
  reasons: z.array(z.enum(DELETION_REASONS)).min(1).max(DELETION_REASONS.length),
  comment: z.string().trim().max(1000).optional(),
  password: z.string().min(1).max(200),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

/** The retention offer is part of leaving: it is claimed with the password the deletion itself asks for. */
export const retentionOfferBodySchema = z.object({ password: z.string().min(1).max(200) });
export type RetentionOfferBody = z.infer<typeof retentionOfferBodySchema>;

export const accountDeletionInfoSchema = z.object({
  delete_discount: z.number(),
  retention_code: z.string().nullable(),
});
export type AccountDeletionInfo = z.infer<typeof accountDeletionInfoSchema>;
