import { z } from 'zod';
import { emailSchema } from '@dating/shared/contract';

/** What a complaint is about; the support team sorts by it. */
export const COMPLAINT_TOPICS = ['billing', 'profile', 'conduct', 'privacy', 'technical', 'other'] as const;

// Limits keep one complaint readable by a person and stop the form being used to store bulk data.
export const complaintBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  topic: z.enum(COMPLAINT_TOPICS),
  message: z.string().trim().min(20).max(5000),
});
export type ComplaintBody = z.infer<typeof complaintBodySchema>;

export const complaintCreatedSchema = z.object({ ok: z.literal(true), reference: z.string() });
