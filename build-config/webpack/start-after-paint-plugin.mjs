// The shell's index.html starts main.js after the first paint (shell/public/start-after-paint.js): its
// `<script defer src="/main.js?…">` becomes a preload of the same address, so the download starts as early,
// and the small start script, which runs main.js once the page the server wrote is on the screen.
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
                      tagName: 'link',
                      voidTag: true,
                      // As low as a deferred script's own: the lead photo and the page's styles go first.
                      attributes: {
                        rel: 'preload',
                        as: 'script',
                        href: tag.attributes.src,
                        fetchpriority: 'low',
                      },
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
