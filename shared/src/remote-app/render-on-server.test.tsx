import { waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  currentRouteTable,
  getBus,
  resetBusForTests,
  SERVER_QUERIES_ID_PREFIX,
  SERVER_RENDERED_ATTRIBUTE,
  setRoutes,
} from '@dating/shared';
import type { Settings } from '@dating/shared/contract';
import { createRemoteApp, type RemotePageProps } from '@dating/shared/remote-app';
import { createRemoteServer } from '@dating/shared/remote-app/server';
import { createQueryStore } from '@dating/shared/server-state';
import { createEmotionCache } from '../theme/emotion-cache';
import type { Messages } from '../i18n/message-cache';

const messages: Record<string, Messages> = {
  en: { 'test.greeting': 'Hello {name}', 'test.visits': '{count, plural, one {# visit} other {# visits}}' },
  de: { 'test.greeting': 'Hallo {name}', 'test.visits': '{count, plural, one {# Besuch} other {# Besuche}}' },
};
const loadMessages = (locale: string) => Promise.resolve(messages[locale] ?? {});

let asked: string[] = [];
function GreetingPage({ route }: RemotePageProps) {
  const query = useQuery({
    queryKey: ['member', route.params.id],
    queryFn: () => {
      asked.push(String(route.params.id));
      return Promise.resolve({ name: `Member ${route.params.id}` });
    },
    staleTime: Infinity,
  });
  // Held back until the visitor acts: the server must not ask it either.
  useQuery({
    queryKey: ['later'],
    queryFn: () => {
      asked.push('later');
      return Promise.resolve(null);
    },
    enabled: false,
  });
  return (
    <>
      {/* React preloads a high-priority image: what every lander's lead photo does. */}
      <img src={`/photos/${route.params.id}.jpg`} fetchPriority="high" alt="" />
      <h1 data-testid="greeting">
        {query.data ? <FormattedMessage id="test.greeting" values={{ name: query.data.name }} /> : 'loading'}
      </h1>
    </>
  );
}

/**
 * A form whose fields the page's state controls, one object for all as the member search keeps its filters
 * (each change spreads the state the handler was drawn with), and which says what that state is.
 */
function FiltersPage() {
  const [state, setState] = useState<{ age: string; gender?: string; name: string; online: boolean }>({
    age: '',
    name: '',
    online: false,
  });
  const set = (change: Partial<typeof state>) => setState({ ...state, ...change });
  // As the member search stores its first search once mounted: the state again as the server drew it.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the pattern under test, as a page has it
  useEffect(() => setState({ age: '', name: '', online: false }), []);
  return (
    <form>
      <select aria-label="Age from" value={state.age} onChange={(event) => set({ age: event.target.value })}>
        <option value="">Any</option>
        <option value="30">30</option>
      </select>
      <select
        aria-label="Gender"
        value={state.gender ?? ''}
        onChange={(event) => set({ gender: event.target.value })}
      >
        <option value="">Any</option>
        <option value="female">Women</option>
      </select>
      <input aria-label="Name" value={state.name} onChange={(event) => set({ name: event.target.value })} />
      <input
        type="checkbox"
        aria-label="Online"
        checked={state.online}
        onChange={(event) => set({ online: event.target.checked })}
      />
      <output>{`age=${state.age} gender=${state.gender ?? ''} name=${state.name} online=${String(state.online)}`}</output>
    </form>
  );
}

const identity = { name: 'mf_test', package: 'mf-test', version: '1.2.3' };
/** The page file as a build has it: in that build's query store (the server's and the browser's are two). */
function pagesIn(store: ReturnType<typeof createQueryStore>) {
  const Page = store.withQueryClient(GreetingPage);
  const VisitsPage = () => <FormattedMessage id="test.visits" values={{ count: 1200 }} />;
  return {
    'greet-id': () => Promise.resolve({ default: Page }),
    visits: () => Promise.resolve({ default: VisitsPage }),
    filters: () => Promise.resolve({ default: FiltersPage }),
  };
}
const site = currentRouteTable();
const routes = {
  routes: [
    ...site.routes,
    { name: 'greet-id', path: '/greet/:id', owner: 'mf_test' },
    { name: 'visits', path: '/visits', owner: 'mf_test' },
    { name: 'filters', path: '/filters', owner: 'mf_test' },
  ],
  landerKinds: { ...site.landerKinds },
};

async function renderOnServer(path: string, locale: 'en' | 'de' = 'de') {
  // jsdom has a window, whose address is the page's wherever it is asked (routing/server-location.ts).
  window.history.pushState(null, '', path);
  const store = createQueryStore();
  const render = createRemoteServer({
    ...identity,
    emotionKey: 'mf-test',
    loadMessages,
    pages: pagesIn(store),
    queryClient: store.queryClient,
  });
  return render({
    url: `http://localhost${path}`,
    locale,
    routes,
    settings: { name: 'Test site' } as Settings,
    user: null,
    layout: 'lander',
  });
}

/** The page as the server sent it: the host marked with the version that wrote it, on the page at `path`. */
function serverHost(path: string, html: string, writtenBy: string): HTMLElement {
  window.history.pushState(null, '', path);
  setRoutes(routes);
  const host = document.body.appendChild(document.createElement('div'));
  host.setAttribute(SERVER_RENDERED_ATTRIBUTE, writtenBy);
  host.innerHTML = html;
  return host;
}

/** The remote's browser build of version 1.2.3 mounted into `host` by the shell, in German. */
async function mountBrowserBuild(host: HTMLElement) {
  resetBusForTests();
  getBus().publish('locale.changed', { locale: 'de' });
  const store = createQueryStore();
  const app = createRemoteApp({
    ...identity,
    emotionCache: createEmotionCache('mf-test'),
    loadMessages,
    pages: pagesIn(store),
    queryClient: store.queryClient,
  });
  const props = { name: 'mf_test', domElement: host };
  await (app.bootstrap as (props: object) => Promise<void>)(props);
  await (app.mount as (props: object) => Promise<void>)(props);
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  setRoutes({ routes: [...site.routes], landerKinds: { ...site.landerKinds } });
  document.body.replaceChildren();
  jest.restoreAllMocks();
  asked = [];
});

describe('a remote page rendered on the server', () => {
  it('is drawn with its data, in the locale asked for, and names the answers it drew with', async () => {
    const rendered = await renderOnServer('/greet/7');

    expect(rendered?.html).toContain('Hallo Member 7');
    expect(rendered?.html).toMatch(/^<div data-remote-root="mf-test"/);
    // The photo's preload goes to the page's head, not into the host the browser hydrates.
    expect(rendered?.headHtml).toBe(
      '<link rel="preload" as="image" href="/photos/7.jpg" fetchPriority="high"/>',
    );
    expect(asked).toEqual(['7']);
    // The lander layout's logo bar keeps its room until the shell draws it.
    expect(rendered?.frameCss).toContain('body:not([data-layout]) #shell-header{display:block;height:57px}');
    expect(rendered?.queries).toMatchObject({
      queries: [{ queryKey: ['member', '7'], state: { data: { name: 'Member 7' }, status: 'success' } }],
    });
  });

  it('names the kinds of Intl format it formatted with, for the browser to load before it hydrates', async () => {
    expect((await renderOnServer('/greet/7'))?.intl).toEqual([]);
    const visits = await renderOnServer('/visits');
    expect(visits?.html).toContain('1.200 Besuche');
    expect(visits?.intl).toEqual(['NumberFormat']);
  });

  it('renders nothing for a route the remote has no page for', async () => {
    expect(await renderOnServer('/chats')).toBeNull();
  });

  it('is hydrated by the browser build of the same version: the same elements stay, nothing is asked again', async () => {
    const rendered = await renderOnServer('/greet/7');
    asked = [];
    const host = serverHost('/greet/7', rendered?.html ?? '', '1.2.3');
    const queries = document.body.appendChild(document.createElement('script'));
    queries.id = `${SERVER_QUERIES_ID_PREFIX}mf-test`;
    queries.type = 'application/json';
    queries.textContent = JSON.stringify(rendered?.queries);
    const serverHeading = host.querySelector('h1');
    const errors = jest.spyOn(console, 'error');

    await mountBrowserBuild(host);

    expect(host.querySelector('h1')).toBe(serverHeading);
    expect(host.querySelectorAll('[data-remote-root]')).toHaveLength(1);
    expect(serverHeading).toHaveTextContent('Hallo Member 7');
    expect(host).not.toHaveAttribute(SERVER_RENDERED_ATTRIBUTE);
    expect(asked).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes in what the visitor entered before the script ran: a choice, a text, a tick', async () => {
    const rendered = await renderOnServer('/filters');
    const host = serverHost('/filters', rendered?.html ?? '', '1.2.3');
    // As a visitor enters them into the server's HTML, before any handler is there.
    host.querySelector<HTMLSelectElement>('select[aria-label="Age from"]')!.value = '30';
    host.querySelector<HTMLSelectElement>('select[aria-label="Gender"]')!.value = 'female';
    host.querySelector<HTMLInputElement>('input[aria-label="Name"]')!.value = 'Anna';
    host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;

    await mountBrowserBuild(host);

    await waitFor(() =>
      expect(host.querySelector('output')).toHaveTextContent('age=30 gender=female name=Anna online=true'),
    );
    expect(host.querySelector('select[aria-label="Age from"]')).toHaveValue('30');
    expect(host.querySelector('select[aria-label="Gender"]')).toHaveValue('female');
    expect(host.querySelector('input[aria-label="Name"]')).toHaveValue('Anna');
    expect(host.querySelector('input[type="checkbox"]')).toBeChecked();
  });

  it('reports nothing where the visitor entered nothing', async () => {
    const rendered = await renderOnServer('/filters');
    const host = serverHost('/filters', rendered?.html ?? '', '1.2.3');
    const changes = jest.fn();
    host.addEventListener('change', changes);

    await mountBrowserBuild(host);

    expect(host.querySelector('output')).toHaveTextContent('age= gender= name= online=false');
    expect(changes).not.toHaveBeenCalled();
  });

  it("is drawn afresh by another version's browser build", async () => {
    const rendered = await renderOnServer('/greet/7');
    const host = serverHost('/greet/7', rendered?.html ?? '', '1.2.2');
    const serverHeading = host.querySelector('h1');

    await mountBrowserBuild(host);

    await waitFor(() => expect(host.querySelector('h1')).toHaveTextContent('Hallo Member 7'));
    expect(host.querySelector('h1')).not.toBe(serverHeading);
  });
});
