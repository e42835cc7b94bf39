import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload-guard';

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures, also when they arrive as text over the bus', () => {
    const error = new Error('Loading chunk 985 failed.\n(error: http://x/985.js)');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 12 failed.')).toBe(true);
  });

  it('leaves other failures to the error state', () => {
    expect(isChunkLoadError(new Error('Failed to fetch mf-manifest.json'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, then not again within a minute, then again after it', () => {
    const reload = jest.fn();
    const start = 1_700_000_000_000;
    expect(reloadForChunkError({ now: start, storage: sessionStorage, reload })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));
    expect(
      reloadForChunkError({ now: start + CHUNK_RELOAD_GUARD_MS - 1, storage: sessionStorage, reload }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ now: start + CHUNK_RELOAD_GUARD_MS, storage: sessionStorage, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the guard cannot be stored (no loop protection, no reload)', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(reloadForChunkError({ now: Date.now(), storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
