// Writes `boot-assets.json` beside the shell's build: the chunks main.js loads before it can run (the
// shared libraries its async start-up consumes), the libraries it offers only remotes, its messages per
// locale, and its own pages (named
// `shell-page-<name>`, SHELL_PAGES in the contract) with the content pages' documents per locale. The server names them in
// `<link rel="preload">`s of the page it sends (api/src/frontend/shell-preload.ts), so a phone downloads
// them together with main.js instead of one round trip after it has run.
import webpack from 'webpack';

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
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

/**
 * The files of each shared library the build offers to the page but does not load at start, by its share key:
 * what only remotes import (shell/src/remotes/remote-only-singletons.ts), so the server can preload those a
 * remote's page needs.
 */
function offeredChunks(compilation, startup) {
  const byKey = {};
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const chunks = module.blocks
      .flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
      .filter((chunk) => !startup.has(chunk));
    // `_name` is the share key (ProvideSharedModule has no public getter for it).
    if (chunks.length > 0) byKey[module._name] = scriptsOf(chunks);
  }
  return byKey;
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
          const startup = startupChunks(compilation.chunkGraph, entry);
          const assets = {
            startup: scriptsOf(startup).sort(),
            ...Object.fromEntries(Object.entries(groups).map(([group, byKey]) => [group, sorted(byKey)])),
            shared: sorted(offeredChunks(compilation, new Set(startup))),
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
