// Writes `boot-assets.json` beside the shell's build: the chunks main.js loads before it can run (the
// shared libraries its async start-up consumes), its messages per locale, and its own pages (named
// `shell-page-<name>`, SHELL_PAGES in the contract) with the content pages' documents per locale. The server names them in
// `<link rel="preload">`s of the page it sends (api/src/frontend/shell-preload.ts), so a phone downloads
// them together with main.js instead of one round trip after it has run.
import webpack from 'webpack';

const CONSUME_SHARED = 'consume-shared-module';
/** `messages-en`, `shared-messages-en`: the shell's and @dating/shared's texts, one chunk per locale. */
const MESSAGES_CHUNK = /^(?:shared-)?messages-([a-z]{2})$/;
const PAGE_CHUNK = /^shell-page-([a-z-]+)$/;
/** The content pages' long texts, `content-documents-en-json` (a chunk per locale). */
const DOCUMENTS_CHUNK = /^content-documents-([a-z]{2})-json$/;

/** The chunks a chunk pulls in when it loads: those of the shared modules it consumes, transitively. */
function startupChunks(chunkGraph, entryChunk) {
  const found = new Set();
  const queue = [entryChunk];
  while (queue.length > 0) {
    const chunk = queue.pop();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of module.blocks) {
        for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (found.has(next) || next === entryChunk) continue;
          found.add(next);
          queue.push(next);
        }
      }
    }
  }
  return [...found];
}

/** A lazy chunk and the chunks webpack split off from it, which load together with it. */
const loadedWith = (chunk) => [...new Set([...chunk.groupsIterable].flatMap((group) => group.chunks))];

const scriptsOf = (chunks) =>
  chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

const sorted = (byKey) =>
  Object.fromEntries(
    Object.entries(byKey)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, files]) => [key, files.sort()]),
  );

export class BootAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.namedChunks.get('main');
          if (!entry) return;
          const groups = { messages: {}, pages: {}, documents: {} };
          const patterns = { messages: MESSAGES_CHUNK, pages: PAGE_CHUNK, documents: DOCUMENTS_CHUNK };
          for (const [name, chunk] of compilation.namedChunks) {
            for (const [group, pattern] of Object.entries(patterns)) {
              const key = pattern.exec(name)?.[1];
              if (key) (groups[group][key] ??= []).push(...scriptsOf(loadedWith(chunk)));
            }
          }
          const assets = {
            startup: scriptsOf(startupChunks(compilation.chunkGraph, entry)).sort(),
            ...Object.fromEntries(Object.entries(groups).map(([group, byKey]) => [group, sorted(byKey)])),
          };
          compilation.emitAsset(
            'boot-assets.json',
            new webpack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
    });
  }
}
