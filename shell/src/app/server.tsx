// The shell's own public pages rendered on the server (its server build's entry, `dist/server/render.js`,
// build-config/webpack/server-config.mjs): the home page and the content pages for a visitor, drawn with the
// same tree the browser hydrates (shell-page-root.tsx, server-page.tsx). docs/public-pages.md, "Rendered on
// the server".
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { preloadMessages } from '@dating/shared';
import { loadMessages } from '@dating/build-config/messages';
import { renderPageOnServer, type RenderOnServer } from '@dating/shared/remote-app/server';
import { forgetCompanyInfo } from '../features/content-pages/company-info';
import { loadServerPage } from '../features/shell-pages/shell-page';
import { installRoutes, resolveRoute } from '../routing/route-table';
import { queryClient } from './query-client';
import { ShellPageRoot } from './shell-page-root';

export const render: RenderOnServer = async (request) => {
  installRoutes(request.routes);
  const { pathname } = new URL(request.url);
  const { match, config } = resolveRoute(pathname);
  const page = config.owner === 'shell' && !config.login ? loadServerPage(match, request.locale) : null;
  if (!page) return null;
  forgetCompanyInfo();
  return renderPageOnServer({
    request,
    queryClient,
    prepare: () => Promise.all([page, preloadMessages(loadMessages, request.locale)]),
    draw: () =>
      renderToString(
        <ShellPageRoot cache={createCache({ key: 'shell' })} match={match} pathname={pathname} />,
      ),
    lazyPasses: 1,
  });
};
