// The shell's index.html starts main.js after the first paint (shell/public/start-after-paint.js): its
// `<script defer src="/main.js?…">` becomes a preload of the same address, held in a template until the page
// is painted, and the small start script, which releases it and runs main.js once the page the server wrote
// is on the screen.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const START_AFTER_PAINT_SCRIPT = '/start-after-paint.js';

const isMainScript = (tag) => tag.tagName === 'script' && /^\/main\.js(\?|$)/.test(tag.attributes.src ?? '');

export class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartAfterPaintPlugin',
        (data) => {
          const rewrite = (tags) =>
            tags.flatMap((tag) =>
              isMainScript(tag)
                ? [
                    {
                      // Held until the page is painted, with the server's preloads of the page's other
                      // scripts (api/src/frontend/after-paint-preloads.ts); the start script releases them.
                      tagName: 'template',
                      voidTag: false,
                      attributes: { 'data-after-paint': true },
                      innerHTML: `<link rel="preload" as="script" href="${tag.attributes.src}" fetchpriority="low">`,
                      meta: tag.meta,
                    },
                    {
                      ...tag,
                      attributes: {
                        defer: true,
                        src: START_AFTER_PAINT_SCRIPT,
                        'data-main': tag.attributes.src,
                      },
                    },
                  ]
                : [tag],
            );
          data.headTags = rewrite(data.headTags);
          data.bodyTags = rewrite(data.bodyTags);
          return data;
        },
      );
    });
  }
}
