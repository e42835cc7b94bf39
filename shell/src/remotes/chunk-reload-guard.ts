// Spec section 8: a chunk-load failure reloads the page (a new deployment replaced the chunk), at most
// once per minute so a chunk that is really gone cannot cause a reload loop.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'shell.chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk [^ ]+ failed|Loading CSS chunk/.test(text);
}

interface ReloadEnvironment {
  now?: number;
  storage?: Storage;
  reload?: () => void;
}

/** Reloads the page and returns true, unless a reload for the same reason happened in the last minute. */
export function reloadForChunkError({
  now = Date.now(),
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: ReloadEnvironment = {}): boolean {
  let last: number;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  } catch {
    // storage can be unavailable (privacy modes): then never reload, to stay safe from loops
    return false;
  }
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}
