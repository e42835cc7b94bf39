// The one schema for an id in a path or query string. Ids are PostgreSQL integers, so a larger number must
// be refused here, naming its field, before a query fails on it; and an id is written one way only, so that
// `0x10`, `+16`, `16 ` or `1e1` never reach a member as some other number.
import { z } from 'zod';

/** The largest id: PostgreSQL's integer (int4), which every id column is. */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_ID}, written in digits only.`;

/** An id as text: decimal digits, no sign, spaces or leading zero, 1 to MAX_ID; parsed to a number. */
export const urlIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, ID_MESSAGE));
