// @feature-public: other features import this module (docs/conventions.md, Layout).
// Complaints from the /complaints form, and the reference their senders quote.
import type { DbOrTx } from '../../db/client';
import { complaints } from '../../db/schema/index';
import type { ComplaintBody, Locale } from '@dating/shared/contract';

export interface NewComplaint extends ComplaintBody {
  siteId: number;
  userId: number | null;
  /** The language of the page it was sent from: the reply is written in it. */
  locale: Locale;
}

/** Stores a complaint and returns the reference the visitor can quote to customer service. */
export async function insertComplaint(db: DbOrTx, complaint: NewComplaint): Promise<string> {
  const [row] = await db
    .insert(complaints)
    .values({
      siteId: complaint.siteId,
      userId: complaint.userId,
      name: complaint.name,
      email: complaint.email,
      subject: complaint.topic,
      body: complaint.message,
      locale: complaint.locale,
    })
    .returning({ id: complaints.id });
  if (!row) throw new Error('The complaint insert returned no row');
  return complaintReference(row.id);
}

/** A short, readable reference such as `C-000042`. */
export function complaintReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`;
}
