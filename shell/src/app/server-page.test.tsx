// The shell's own public pages rendered by its server build (server.tsx) and hydrated by the browser
// (server-page.tsx): the browser keeps the server's elements, asks nothing again and logs no error.
import { waitFor } from '@testing-library/react';
import { currentRouteTable, SERVER_RENDERED_ATTRIBUTE, type Settings } from '@dating/shared';
import { TEST_COMPANY as COMPANY } from '../features/content-pages/test-company';

const SETTINGS = { name: 'Flirt', support_email: 'help@flirt.test', refund_days: 14 } as Settings;
// The site's routes as the registry publishes them (setup-after-env.mjs), read before the modules are reset.
const site = currentRouteTable();
const routes = { routes: [...site.routes], landerKinds: { ...site.landerKinds } };

type Shared = typeof import('@dating/shared');

/** A fresh page: every module anew (the bus, the route table, the query store, the emotion cache). */
async function freshModules() {
  jest.resetModules();
  // single-spa warns that it was loaded twice: each page here loads every module afresh.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shared = (await import('@dating/shared')) as Shared;
  const asked: string[] = [];
  jest.spyOn(shared.api, 'get').mockImplementation(((path: string) => {
    asked.push(path);
    return Promise.resolve(
      path === '/api/content-page.php' ? { page: 'terms', locale: 'de', text: null } : COMPANY,
    );
  }) as Shared['api']['get']);
  return { shared, asked };
}

async function renderOnServer(path: string, locale: 'en' | 'de') {
  window.history.pushState(null, '', path);
  const { render } = await import('./server');
  return render({
    url: `http://localhost${path}`,
    locale,
    routes,
    settings: SETTINGS,
    user: null,
    layout: 'default',
  });
}

/** The page as the API sends it: the server's HTML in #shell-page, its answers in the head. */
function serverPage(html: string, queries: unknown): HTMLElement {
  document.body.innerHTML =
    `<main id="mf-area"><div id="shell-page"><div ${SERVER_RENDERED_ATTRIBUTE}="abc">${html}</div></div></main>` +
    `<script id="server-queries-shell" type="application/json">${JSON.stringify(queries)}</script>`;
  return document.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) as HTMLElement;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe("the shell's pages rendered on the server", () => {
  it('draws the home page with its way in, and a content page with its texts, in the locale asked for', async () => {
    await freshModules();
    const home = await renderOnServer('/', 'de');
    expect(home?.html).toContain('Willkommen bei Flirt');
    expect(home?.html).toContain('href="/signup"');
    expect(home?.frameCss).toContain('#shell-header{display:block;height:');

    await freshModules();
    const terms = await renderOnServer('/pages/terms', 'en');
    expect(terms?.html).toContain('data-route="pages-terms"');
    expect(terms?.html).toContain('Example Media ApS');
    expect(terms?.html).toContain('data-testid="terms-version"');
    expect(terms?.queries).toMatchObject({
      queries: expect.arrayContaining([expect.objectContaining({ queryKey: ['companyinfo'] })]),
    });
  });

  it('renders nothing for a page the browser draws', async () => {
    await freshModules();
    expect(await renderOnServer('/complaints', 'en')).toBeNull();
  });

  it.each(['/', '/pages/terms'])(
    'hydrates %s: the same elements stay, nothing is asked again, no error',
    async (path) => {
      const { shared, asked } = await freshModules();
      const rendered = await renderOnServer(path, 'de');
      // The browser's store starts empty: it has only the answers the page came with.
      (await import('./query-client')).queryClient.clear();
      asked.length = 0;
      const element = serverPage(rendered?.html ?? '', rendered?.queries);
      const heading = element.querySelector('h1');
      const paragraphs = [...element.querySelectorAll('p')];
      const errors = jest.spyOn(console, 'error');

      // Imported now, as the browser runs the shell's script after the page: its emotion cache takes the
      // server's styles into <head>.
      const { hydrateServerPage, releaseServerPage } = await import('./server-page');
      await hydrateServerPage();
      // React has taken the server's elements as its own (hydrated, not only left alone). Hydration runs in
      // slices: on a loaded machine it can take longer than any fixed pause.
      await waitFor(
        () => expect(Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true),
        { timeout: 5_000 },
      );

      expect(element.querySelector('h1')).toBe(heading);
      expect([...element.querySelectorAll('p')]).toEqual(paragraphs);
      expect(element.querySelectorAll('section[data-remote="shell"]')).toHaveLength(1);
      expect(element.querySelector('style')).toBeNull();
      expect(asked).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(shared.getBus().getState('locale.changed')?.locale).toBe('de');

      // The first move elsewhere: the server's page leaves, and the layout's portal takes over.
      releaseServerPage();
      expect(document.getElementById('shell-page')).toBeEmptyDOMElement();
    },
  );
});
