// What every small public card of a member starts with, whoever shows it: the members area's lists
// (`memberCardSchema`, members-api.ts) and the landing pages (`landerMemberSchema`, landers-api.ts) each
// `.extend()` it with their picture, `fictional` and presence, in that order, as their answers always had.
import { z } from 'zod';

export const memberCardBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
});
export type MemberCardBase = z.infer<typeof memberCardBaseSchema>;
