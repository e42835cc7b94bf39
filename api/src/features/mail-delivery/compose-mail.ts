// @feature-public: other features import this module (docs/conventions.md, Layout).
import { eq } from 'drizzle-orm';
import type { Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, sites } from '../../db/schema/index';
import { issueToken } from '../signup/account-tokens';
import { renderMail, type MailData } from './render-mail';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

// Long enough to outlive any mail sitting unread in an inbox.
const UNSUBSCRIBE_VALID_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Gives a mail to a member its one-click unsubscribe URL, once: the link is stored back into the outbox row,
 * so showing or re-sending the mail does not mint new tokens.
 */
async function ensureUnsubscribeUrl(db: DbOrTx, row: OutboxRow, origin: string): Promise<string | undefined> {
  const data = row.data as Record<string, unknown>;
  if (typeof data.unsubscribeUrl === 'string') return data.unsubscribeUrl;
  if (typeof data.userId !== 'number') return undefined;
  const token = await issueToken(db, {
    userId: data.userId,
    purpose: 'unsubscribe',
    validForMs: UNSUBSCRIBE_VALID_MS,
  });
  const unsubscribeUrl = `${origin}/api/unsubscribe.php?token=${token}`;
  await db
    .update(emailOutbox)
    .set({ data: { ...data, unsubscribeUrl } })
    .where(eq(emailOutbox.id, row.id));
  return unsubscribeUrl;
}

/** The whole message of an outbox row: sender of its site, rendered texts, List-Unsubscribe headers. */
export async function composeMail(db: DbOrTx, row: OutboxRow): Promise<ComposedMail> {
  const [site] = row.siteId
    ? await db.select().from(sites).where(eq(sites.id, row.siteId))
    : await db.select().from(sites).limit(1);
  const siteName = site?.mailName ?? site?.name ?? 'Dating';
  const domain = site?.domain ?? 'localhost';
  const data = row.data as MailData & { origin?: string };
  const origin = data.origin ?? `https://${domain}`;
  const unsubscribeUrl = await ensureUnsubscribeUrl(db, row, origin);
  const rendered = renderMail(row.template, row.locale as Locale, { ...data, unsubscribeUrl }, siteName);
  const headers: Record<string, string> = {};
  if (unsubscribeUrl) {
    // RFC 8058: mail providers POST to the URL when the member clicks their "unsubscribe" button.
    headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: `"${siteName.replace(/["\\]/g, '')}" <no-reply@${domain}>`,
    to: row.toAddress,
    ...rendered,
    headers,
  };
}
