// The conversations API (chat list, messages, photo messages, chat reports): request and response shapes
// shared by the API server and mf-chat. Gifts have their own contract (gifts-api.ts); a gift is a message
// here (`gift`), so both sides render it the same way.
import { z } from 'zod';
import { urlIdSchema } from './url-id';
import { mainImageSchema } from './api-types';
// FREE_CONVERSATION_LIMIT (spec 9) lives in domain.ts.

/** Messages a free member sees of one conversation; older ones are counted, not sent (premium prompt). */
export const FREE_HISTORY_LIMIT = 50;
/** Messages per page of a conversation (the newest page first, then older ones on scroll up). */
export const MESSAGES_PAGE_SIZE = 30;
/** Chats per page of the chat list. */
export const CHATS_PAGE_SIZE = 30;
/** Messages a free member sends without credits, in all; after them each message costs message_credits. */
export const FREE_MESSAGE_ALLOWANCE = 3;

const id = z.number().int().positive();

export const chatProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  main_image: mainImageSchema.nullable(),
  /** A fictional profile (settings fictional_*): marked in the list and the conversation. */
  fictional: z.boolean(),
  /** Online now (a live socket open), recently (seen within a day), or nothing; never for invisible members. */
  online: z.enum(['now', 'recently']).nullable(),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One entry of the chat list: extends the spec's chat entry (the shell's badge reads the same call). */
export const chatListEntrySchema = z.object({
  conversation: z.object({ id: z.number().int(), last_message_at: z.string().nullable() }),
  profile: chatProfileSchema,
  num_unread_messages: z.number().int(),
  last_message: z
    .object({
      kind: z.enum(MESSAGE_KINDS),
      /** The start of the text (masked like the conversation shows it). */
      preview: z.string(),
      mine: z.boolean(),
      sent_at: z.string(),
    })
    .nullable(),
});
export type ChatListEntry = z.infer<typeof chatListEntrySchema>;
export const chatListResponseSchema = z.array(chatListEntrySchema);

/** `GET /api/chats.php?before=<last_message_at>_<conversation id>`: the next (older) page. */
export const chatListQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[0-9TZ:.+-]{10,40}_[1-9][0-9]{0,9}$/)
    .optional(),
});

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  /** Links or phone numbers were hidden from this (free) reader. */
  masked: z.boolean(),
  sent_at: z.string(),
  /** Of the reader's own messages only; a received message is always 'read' once it is shown. */
  status: z.enum(MESSAGE_STATUSES),
  client_message_id: z.string().nullable(),
  gift: z.object({ id: z.number().int(), name: z.string(), image: z.string() }).nullable(),
  photo: z
    .object({
      /** The full photo; null while it is locked for this reader. */
      url: z.string().nullable(),
      /** The thumbnail, blurred while locked. */
      thumb_url: z.string(),
      locked: z.boolean(),
      unlock_credits: z.number().int(),
    })
    .nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationResponseSchema = z.object({
  /** null when the member has no conversation with this profile yet (`?profile=`). */
  conversation_id: z.number().int().nullable(),
  profile: chatProfileSchema,
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** More (visible) messages before the first one: load them with `before=<first id>`. */
  has_older: z.boolean(),
  /** Older messages a free member does not see (FREE_HISTORY_LIMIT); premium shows them. */
  hidden_older: z.number().int(),
  /** What sending costs this member now: the next message is free, costs credits, or is refused. */
  sending: z.object({
    message_credits: z.number().int(),
    free_messages_left: z.number().int(),
    conversation_limit_reached: z.boolean(),
    email_confirmed: z.boolean(),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationQuerySchema = z
  .object({
    conversation: urlIdSchema.optional(),
    profile: urlIdSchema.optional(),
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    markRead: z.enum(['0', '1']).optional(),
  })
  .refine((query) => (query.conversation === undefined) !== (query.profile === undefined), {
    message: 'Give either conversation or profile.',
  });

export const sendMessageRequestSchema = z
  .object({
    conversation_id: id.max(2_147_483_647).optional(),
    profile_id: id.max(2_147_483_647).optional(),
    body: z.string().max(20_000),
    client_message_id: z.string().uuid(),
  })
  .refine((body) => (body.conversation_id === undefined) !== (body.profile_id === undefined), {
    message: 'Give either conversation_id or profile_id.',
  });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({
  message: chatMessageSchema,
  conversation_id: z.number().int(),
  credits: z.number().int(),
  free_messages_left: z.number().int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const markReadRequestSchema = z.object({ conversation_id: id.max(2_147_483_647) });

export const photoMessageQuerySchema = z
  .object({
    conversation_id: urlIdSchema.optional(),
    profile_id: urlIdSchema.optional(),
    client_message_id: z.string().uuid(),
  })
  .refine((query) => (query.conversation_id === undefined) !== (query.profile_id === undefined), {
    message: 'Give either conversation_id or profile_id.',
  });

/** The files of a photo message: the blurred thumbnail (always), the thumbnail and the full photo (unlocked). */
export const MESSAGE_PHOTO_SIZES = ['blur', 'thumb', 'full'] as const;
export type MessagePhotoSize = (typeof MESSAGE_PHOTO_SIZES)[number];

export const messagePhotoFileQuerySchema = z.object({
  id: urlIdSchema,
  size: z.enum(MESSAGE_PHOTO_SIZES),
});

export const unlockMessagePhotoRequestSchema = z.object({
  message_id: id.max(Number.MAX_SAFE_INTEGER),
});
export const unlockMessagePhotoResponseSchema = z.object({
  message: chatMessageSchema,
  credits: z.number().int(),
  charged: z.boolean(),
});
export type UnlockMessagePhotoResponse = z.infer<typeof unlockMessagePhotoResponseSchema>;

export const CHAT_REPORT_REASONS = ['spam', 'scam', 'offensive', 'fake', 'underage', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
/** Messages copied into a report as evidence. */
export const CHAT_REPORT_EVIDENCE = 20;

export const chatReportRequestSchema = z.object({
  conversation_id: id.max(2_147_483_647),
  message_id: id.max(Number.MAX_SAFE_INTEGER).optional(),
  reason: z.enum(CHAT_REPORT_REASONS),
  comment: z.string().trim().max(2000).optional(),
});
export type ChatReportRequest = z.input<typeof chatReportRequestSchema>;
