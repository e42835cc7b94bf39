/** Every lander route: the tinderswipe deck and the kinds of `/landers/{kind}/{slug?}`. */
export const LANDERS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
