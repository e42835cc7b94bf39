// A complaint's decision is its answer: what staff write as the reason is mailed to the person who sent the
// complaint, in the language they wrote it in (the site's when that is unknown), with its reference.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, localeFromLanguageTag } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { complaints, sites } from '../../../db/schema/index';
import { complaintReference } from '../../complaints/complaints-repository';
import { mailLinkOrigin } from '../core/mail-link-origin';

/** Queues the reply to complaint `complaintId` in the caller's transaction, so it goes only if the decision commits. */
export async function queueComplaintReply(
  app: FastifyInstance,
  tx: DbOrTx,
  complaintId: number,
  reply: string,
): Promise<void> {
  const [complaint] = await tx
    .select({
      name: complaints.name,
      email: complaints.email,
      locale: complaints.locale,
      siteId: complaints.siteId,
      domain: sites.domain,
      domainLanguage: sites.domainLanguage,
    })
    .from(complaints)
    .innerJoin(sites, eq(sites.id, complaints.siteId))
    .where(eq(complaints.id, complaintId));
  if (!complaint) return;
  const origin = mailLinkOrigin(app, complaint.domain);
  await app.mail.enqueue(
    {
      to: complaint.email,
      locale: isLocale(complaint.locale)
        ? complaint.locale
        : (localeFromLanguageTag(complaint.domainLanguage) ?? DEFAULT_LOCALE),
      template: 'complaint_reply',
      siteId: complaint.siteId,
      data: {
        name: complaint.name,
        link: `${origin}/complaints`,
        values: { reference: complaintReference(complaintId), reply },
      },
    },
    tx,
  );
}
