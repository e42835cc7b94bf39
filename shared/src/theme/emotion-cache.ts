// Each federated app renders with its own emotion cache, keyed so class names of two remotes never collide.
import createCache, { type EmotionCache } from '@emotion/cache';

export interface EmotionCacheOptions {
  /** Where style tags go (default: document.head). */
  container?: Node;
  /** CSP nonce for the style tags. */
  nonce?: string;
}

const caches = new Map<string, EmotionCache>();

/**
 * The cache for `key` (lowercase letters and dashes, e.g. `mf-chat`), created once per page: a remote mounted,
 * unmounted and mounted again reuses its styles instead of inserting them twice.
 */
export function createEmotionCache(key: string, options: EmotionCacheOptions = {}): EmotionCache {
  if (!/^[a-z][a-z-]*$/.test(key))
    throw new Error(`Emotion cache key must be lowercase letters and dashes: ${key}`);
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({ key, container: options.container, nonce: options.nonce });
    caches.set(key, cache);
  }
  return cache;
}
