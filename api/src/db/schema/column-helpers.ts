// Columns many tables declare alike. Each call makes a new column builder (drizzle builders cannot be shared
// between tables); the database names stay those the caller gives, so the migrations do not change.
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member the row belongs to: the row goes when the account is deleted. */
export const memberId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A moment with its time zone (timestamptz), empty until set. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
