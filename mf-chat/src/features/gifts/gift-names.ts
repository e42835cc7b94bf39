// @feature-public: other features import this module (docs/conventions.md, Layout).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { GiftKey } from '@dating/shared';

// Spelled out, so the i18n check sees every id in use. The conversation shows gift messages with these too.
const NAMES = defineMessages({
  rose: { id: 'chat.gifts.name.rose' },
  coffee: { id: 'chat.gifts.name.coffee' },
  sunflower: { id: 'chat.gifts.name.sunflower' },
  heart: { id: 'chat.gifts.name.heart' },
  chocolates: { id: 'chat.gifts.name.chocolates' },
  cocktail: { id: 'chat.gifts.name.cocktail' },
  cake: { id: 'chat.gifts.name.cake' },
  star: { id: 'chat.gifts.name.star' },
  champagne: { id: 'chat.gifts.name.champagne' },
  teddy: { id: 'chat.gifts.name.teddy' },
  ring: { id: 'chat.gifts.name.ring' },
}) satisfies Record<GiftKey, MessageDescriptor>;

const FALLBACK = defineMessages({ gift: { id: 'chat.gifts.name.unknown' } }).gift;

/** The translated name of a gift by its catalogue key (a key this build does not know: "a gift"). */
export function giftNameMessage(key: string): MessageDescriptor {
  return (NAMES as Record<string, MessageDescriptor>)[key] ?? FALLBACK;
}
