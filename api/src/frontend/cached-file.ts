// Build files the server reads on every page (index.html, boot-assets.json): kept in memory, read again
// only when a rebuild changed them, so a new build is served without a restart.
import { readFile, stat } from 'node:fs/promises';

/** The file's content, read again only when a rebuild changed it. */
export function cachedFile(path: string): () => Promise<Buffer | null> {
  let stamp = '';
  let content: Buffer | null = null;
  return async () => {
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
      return null;
    }
  };
}
