// The text rules of an operator's answer: the member's own (length) plus those a site sets for operators. A
// fictional profile never hands out contact details, so what a free member would see masked is refused here.
import { eq } from 'drizzle-orm';
import { INBOX_DEFAULT_MIN_ANSWER_LENGTH } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { operatorSiteSettings } from '../../db/schema/index';
import { maskContacts } from '../messages/message-text-rules';

export async function minAnswerLength(db: DbOrTx, siteId: number): Promise<number> {
  const [row] = await db
    .select({ min: operatorSiteSettings.minAnswerLength })
    .from(operatorSiteSettings)
    .where(eq(operatorSiteSettings.siteId, siteId));
  return row?.min ?? INBOX_DEFAULT_MIN_ANSWER_LENGTH;
}

/** Throws the 422 an operator sees; the maximum length is sendMessage's own check. */
export function checkAnswerText(body: string, min: number): void {
  const text = body.trim();
  if (text.length < min) {
    throw new AppError(
      422,
      'inbox_answer_too_short',
      `An answer on this site has at least ${min} characters.`,
      undefined,
      { min },
    );
  }
  if (maskContacts(text).masked) {
    throw new AppError(
      422,
      'inbox_answer_has_contact',
      'An answer may not contain links, e-mail addresses or phone numbers.',
    );
  }
}
