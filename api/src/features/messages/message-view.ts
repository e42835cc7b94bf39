// @feature-public: other features import this module (docs/conventions.md, Layout).
// How a stored message looks to one reader: masked for free members, photos locked until unlocked, and the
// sender's own messages with their sent / delivered / read state.
import { and, eq, inArray } from 'drizzle-orm';
import type { ChatMessage, MessageKind, MessageStatus } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { creditLedger, gifts, messages } from '../../db/schema/index';
import { giftImageUrl } from '../gifts/gift-catalogue';
import { messagePhotoUrl } from './message-photo-url';
import { maskContacts } from './message-text-rules';

/** Ledger reason of unlocking one photo message; its reference is the message id. */
export const PHOTO_MESSAGE_UNLOCK = 'message_photo_unlock';

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  body: messages.body,
  createdAt: messages.createdAt,
  clientMessageId: messages.clientMessageId,
  giftId: messages.giftId,
  giftName: gifts.name,
  giftImage: gifts.image,
  photoFilename: messages.photoFilename,
  photoThumbFilename: messages.photoThumbFilename,
  photoBlurFilename: messages.photoBlurFilename,
};

export type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  body: string;
  createdAt: Date;
  clientMessageId: string | null;
  giftId: number | null;
  giftName: string | null;
  giftImage: string | null;
  photoFilename: string | null;
  photoThumbFilename: string | null;
  photoBlurFilename: string | null;
};

/** Messages by id with their gift, in the order asked. */
export function selectMessages(db: DbOrTx) {
  return db.select(messageColumns).from(messages).leftJoin(gifts, eq(gifts.id, messages.giftId));
}

export interface Reader {
  id: number;
  paid: boolean;
  cdnPrefix: string;
  photoCredits: number;
  /** The other side read up to this message id. */
  otherReadUpTo: number | null;
  /** The other side was last active then: messages sent before it have reached them. */
  otherLastSeenAt: Date | null;
  /** Photo messages this reader has unlocked. */
  unlocked: ReadonlySet<number>;
}

export function messageKind(row: Pick<MessageRow, 'giftId' | 'photoFilename'>): MessageKind {
  if (row.giftId !== null) return 'gift';
  return row.photoFilename ? 'photo' : 'text';
}

function statusOf(row: MessageRow, reader: Reader): MessageStatus {
  if (row.senderId !== reader.id) return 'read';
  if (reader.otherReadUpTo !== null && row.id <= reader.otherReadUpTo) return 'read';
  if (reader.otherLastSeenAt && reader.otherLastSeenAt >= row.createdAt) return 'delivered';
  return 'sent';
}

export function toChatMessage(row: MessageRow, reader: Reader): ChatMessage {
  const mine = row.senderId === reader.id;
  const shown = mine || reader.paid ? { text: row.body, masked: false } : maskContacts(row.body);
  let photo: ChatMessage['photo'] = null;
  if (row.photoFilename && row.photoThumbFilename && row.photoBlurFilename) {
    const locked = !mine && !reader.paid && !reader.unlocked.has(row.id);
    photo = {
      url: locked ? null : messagePhotoUrl(row.id, 'full'),
      thumb_url: messagePhotoUrl(row.id, locked ? 'blur' : 'thumb'),
      locked,
      unlock_credits: locked ? reader.photoCredits : 0,
    };
  }
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    mine,
    kind: messageKind(row),
    body: shown.text,
    masked: shown.masked,
    sent_at: row.createdAt.toISOString(),
    status: statusOf(row, reader),
    client_message_id: mine ? row.clientMessageId : null,
    gift:
      row.giftId !== null
        ? {
            id: row.giftId,
            name: row.giftName ?? '',
            image: row.giftImage ? giftImageUrl({ image: row.giftImage }, reader.cdnPrefix) : '',
          }
        : null,
    photo,
  };
}

/** Which of these photo messages the reader has paid to see. */
export async function unlockedPhotos(
  db: DbOrTx,
  readerId: number,
  rows: Pick<MessageRow, 'id' | 'senderId' | 'photoFilename'>[],
): Promise<Set<number>> {
  const ids = rows
    .filter((row) => row.photoFilename && row.senderId !== readerId)
    .map((row) => String(row.id));
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ reference: creditLedger.reference })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, readerId),
        eq(creditLedger.reason, PHOTO_MESSAGE_UNLOCK),
        inArray(creditLedger.reference, ids),
      ),
    );
  return new Set(found.map((row) => Number(row.reference)));
}
