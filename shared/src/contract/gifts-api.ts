// The gift catalogue and sending a gift (a message with a gift in it). The server validates the request
// with the schema below; the browser uses the types only (the browser entry re-exports types).
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
export interface Gift {
  id: number;
  key: GiftKey;
  /** URL of its picture (an SVG the API serves). */
  image: string;
  /** What sending it costs, in credits. */
  credits: number;
}

/** GET /api/gifts.php: the site's catalogue, cheapest first. */
export interface GiftsResponse {
  gifts: Gift[];
}

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
export interface SendGiftResponse {
  message: {
    id: number;
    conversation_id: number;
    gift: Gift;
    sent_at: string;
  };
  credits: number;
  /** false when this client_message_id had been sent before: nothing was charged this time. */
  charged: boolean;
}
