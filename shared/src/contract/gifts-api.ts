// The gift catalogue and sending a gift (a message with a gift in it). The server validates requests and
// answers with these schemas; the browser uses the types only (the browser entry re-exports types).
import { z } from 'zod';

/** The catalogue keys; the browser translates each as `chat.gifts.name.<key>`. */
export const GIFT_KEYS = [
  'rose',
  'coffee',
  'sunflower',
  'heart',
  'chocolates',
  'cocktail',
  'cake',
  'star',
  'champagne',
  'teddy',
  'ring',
] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

/** One gift of the site's catalogue. */
export const giftSchema = z.object({
  id: z.number().int(),
  key: z.enum(GIFT_KEYS),
  /** URL of its picture (an SVG the API serves). */
  image: z.string(),
  /** What sending it costs, in credits. */
  credits: z.number().int(),
});
export type Gift = z.infer<typeof giftSchema>;

/** GET /api/gifts.php: the site's catalogue, cheapest first. */
export const giftsResponseSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftsResponse = z.infer<typeof giftsResponseSchema>;

const int32Id = z.number().int().positive().max(2_147_483_647);

/** POST /api/gift.php */
export const sendGiftRequestSchema = z.object({
  /** The member who receives it. */
  profile_id: int32Id,
  gift_id: int32Id,
  /**
   * Made by the browser once per send and kept across retries: the same id never stores or charges twice.
   */
  client_message_id: z.string().uuid(),
});
export type SendGiftRequest = z.infer<typeof sendGiftRequestSchema>;

/** The gift message that was stored (or had been, for a retry) and the sender's balance after it. */
export const sendGiftResponseSchema = z.object({
  message: z.object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    gift: giftSchema,
    sent_at: z.string(),
  }),
  credits: z.number().int(),
  /** false when this client_message_id had been sent before: nothing was charged this time. */
  charged: z.boolean(),
});
export type SendGiftResponse = z.infer<typeof sendGiftResponseSchema>;
