// POST /api/complaints.php: the public complaints form (spec: /complaints).
import { z } from 'zod';
import { COMPLAINT_TOPICS } from './domain';
import { emailSchema } from './validation';

// Limits keep one complaint readable by a person and stop the form being used to store bulk data.
export const complaintBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  topic: z.enum(COMPLAINT_TOPICS),
  message: z.string().trim().min(20).max(5000),
});
export type ComplaintBody = z.infer<typeof complaintBodySchema>;

export const complaintCreatedSchema = z.object({ ok: z.literal(true), reference: z.string() });
export type ComplaintCreated = z.infer<typeof complaintCreatedSchema>;
