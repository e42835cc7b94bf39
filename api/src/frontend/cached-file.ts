// Build files the server reads on every page (index.html, boot-assets.json, each version's routes and
// manifest): kept in memory and read again when a rebuild changed them, so a new build is served without a
// restart. Whether it changed is asked of the file system at most once a second: a page reads about ten of
// these files, and a `stat` each on every page was a tenth of a page's CPU.
import { readFile, stat } from 'node:fs/promises';

/** How long a file's last look is trusted; a deploy is seen this long after it wrote the file at most. */
export const RECHECK_MS = 1000;

/** The file's content (the same buffer while unchanged), read again only when a rebuild changed it. */
export function cachedFile(path: string, now: () => number = Date.now): () => Promise<Buffer | null> {
  let stamp = '';
  let content: Buffer | null = null;
  let lookedAt = -Infinity;
  let looking: Promise<Buffer | null> | null = null;
  const look = async () => {
    try {
      const stats = await stat(path);
      const next = `${stats.mtimeMs}:${stats.size}`;
      if (next !== stamp) {
        content = await readFile(path);
        stamp = next;
      }
      return content;
    } catch {
      stamp = '';
      content = null;
      return null;
    } finally {
      lookedAt = now();
      looking = null;
    }
  };
  return () => {
    if (now() - lookedAt < RECHECK_MS) return Promise.resolve(content);
    looking ??= look();
    return looking;
  };
}

/**
 * A reader of build files by path, each parsed once per change of its content: `parse` gets the text and
 * its answer is kept until the file changes; a missing file, or one `parse` throws on, reads as null.
 */
export function cachedParsedFiles<T>(
  parse: (text: string) => T | null,
  now: () => number = Date.now,
): (path: string) => Promise<T | null> {
  const files = new Map<
    string,
    { read: () => Promise<Buffer | null>; from: Buffer | null; value: T | null }
  >();
  return async (path) => {
    let file = files.get(path);
    if (!file) files.set(path, (file = { read: cachedFile(path, now), from: null, value: null }));
    const content = await file.read();
    if (content !== file.from) {
      file.from = content;
      try {
        file.value = content ? parse(content.toString('utf8')) : null;
      } catch {
        file.value = null;
      }
    }
    return file.value;
  };
}
