import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { currentRouteTable, navigate, resetBusForTests, setRoutes } from '@dating/shared';
import { createEmotionCache } from '../theme/emotion-cache';
import type { Messages } from '../i18n/message-cache';
import { type ComponentType, useState } from 'react';
import { createRemoteApp, type RemotePageProps } from '@dating/shared/remote-app';

const messages: Messages = { 'test.page.title': 'Chats of {route}', 'test.gifts.title': 'Gift cards' };

function ChatsPage({ route }: RemotePageProps) {
  return (
    <h1>
      <FormattedMessage id="test.page.title" values={{ route: route.name }} />
    </h1>
  );
}

function BrokenPage(): never {
  throw new Error('page exploded');
}

/** Each page as its own file would be: loaded when its route shows. */
function remoteApp(pages: Record<string, ComponentType<RemotePageProps>>) {
  const loaders = Object.fromEntries(
    Object.entries(pages).map(([route, Page]) => [route, () => Promise.resolve({ default: Page })]),
  );
  return createRemoteApp({
    name: 'mf_test',
    package: 'mf-test',
    version: '1.2.3',
    emotionCache: createEmotionCache('mf-test'),
    loadMessages: () => Promise.resolve(messages),
    pages: loaders,
  });
}

type Lifecycle = (props: object) => Promise<unknown>;

// Each test's apps are unmounted after it, so none follows the next test's navigation.
const stillMounted: (() => Promise<unknown>)[] = [];

async function mountAt(
  path: string,
  lifecycles: { bootstrap: unknown; mount: unknown; unmount: unknown },
  domElement: HTMLElement,
) {
  window.history.pushState(null, '', path);
  const props = { name: 'mf_test', domElement };
  await (lifecycles.bootstrap as Lifecycle)(props);
  await (lifecycles.mount as Lifecycle)(props);
  stillMounted.push(() => (lifecycles.unmount as Lifecycle)(props));
  return props;
}

// single-spa's mount resolves only once React rendered, which act() would hold back until mount resolved:
// these tests drive real roots the way the shell does, outside act.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(async () => {
  // An app the test took down itself, or a widget that never rendered, has nothing left to unmount.
  for (const unmount of stillMounted.splice(0)) await unmount().catch(() => undefined);
});

/** What the remote reports on the bus as crashed; React's own logging of the caught error is silenced. */
function crashReports(): unknown[] {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reports: unknown[] = [];
  resetBusForTests()
    .on('remote.error')
    .subscribe((payload) => reports.push(payload));
  return reports;
}

describe('createRemoteApp', () => {
  let domElement: HTMLElement;
  beforeEach(() => {
    resetBusForTests();
    domElement = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    domElement.remove();
    jest.restoreAllMocks();
  });

  it("mounts the current route's page in the remote's messages, inside a wrapper naming remote, route and build", async () => {
    const app = remoteApp({ chats: ChatsPage });
    const props = await mountAt('/chats', app, domElement);

    expect(await screen.findByRole('heading', { name: 'Chats of chats' })).toBeInTheDocument();
    const wrapper = domElement.querySelector('[data-remote-root]');
    expect(wrapper).toHaveAttribute('data-remote-root', 'mf-test');
    expect(wrapper).toHaveAttribute('data-route', 'chats');
    expect(wrapper).toHaveAttribute('data-remote-version', '1.2.3');

    await (app.unmount as Lifecycle)(props);
    expect(domElement.querySelector('[data-remote-root]')).toBeNull();
  });

  it('renders the wrapper without a page on a route the remote has no page for', async () => {
    const app = remoteApp({ chats: ChatsPage });
    await mountAt('/likes', app, domElement);

    await waitFor(() =>
      expect(domElement.querySelector('[data-remote-root]')).toHaveAttribute('data-route', 'likes'),
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reports a crashed page on the bus under the remote name and shows nothing of it', async () => {
    const reports = crashReports();

    await mountAt('/chats', remoteApp({ chats: BrokenPage }), domElement);

    await waitFor(() => expect(reports).toEqual([{ remote: 'mf_test', error: 'Error: page exploded' }]));
    expect(domElement.querySelector('[data-remote-root]')).toBeNull();
  });

  it('keeps a page mounted, with its state, when the next route shows the same component', async () => {
    let mounts = 0;
    function Conversations({ route }: RemotePageProps) {
      const [mountedAs] = useState(() => `${route.name} #${++mounts}`);
      return <h1>{`${mountedAs}, now ${route.name}`}</h1>;
    }
    await mountAt('/chats', remoteApp({ chats: Conversations, 'chats-id': Conversations }), domElement);
    expect(await screen.findByRole('heading', { name: 'chats #1, now chats' })).toBeInTheDocument();

    navigate('/chats/7');

    expect(await screen.findByRole('heading', { name: 'chats #1, now chats-id' })).toBeInTheDocument();
    expect(domElement.querySelector('[data-remote-root]')).toHaveAttribute('data-route', 'chats-id');
  });

  it("keeps the current page on screen, marked busy with the progress bar running, while the next route's file downloads", async () => {
    const progress: string[] = [];
    const bus = resetBusForTests();
    bus.on('progress.start').subscribe(({ id }) => progress.push(`start ${id}`));
    bus.on('progress.done').subscribe(({ id }) => progress.push(`done ${id}`));
    let arrive: (page: { default: ComponentType<RemotePageProps> }) => void = () => undefined;
    let asked: () => void = () => undefined;
    const likesAsked = new Promise<void>((resolve) => (asked = resolve));
    const app = createRemoteApp({
      name: 'mf_test',
      package: 'mf-test',
      version: '1.2.3',
      emotionCache: createEmotionCache('mf-test'),
      loadMessages: () => Promise.resolve(messages),
      pages: {
        chats: () => Promise.resolve({ default: ChatsPage }),
        likes: () =>
          new Promise((resolve) => {
            arrive = resolve;
            asked();
          }),
      },
    });
    await mountAt('/chats', app, domElement);
    expect(await screen.findByRole('heading', { name: 'Chats of chats' })).toBeInTheDocument();

    navigate('/likes');
    // On a busy machine the next page's file may be asked for only after a while: wait for the ask itself.
    await likesAsked;
    const chats = screen.getByRole('heading', { name: 'Chats of chats' });
    await waitFor(() => expect(chats.closest('[data-remote-root]')).toHaveAttribute('aria-busy', 'true'));
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatch(/^start /);

    arrive({ default: () => <h1>Likes</h1> });
    const likes = await screen.findByRole('heading', { name: 'Likes' });
    expect(likes.closest('[data-remote-root]')).not.toHaveAttribute('aria-busy');
    expect(progress).toEqual([progress[0], progress[0].replace('start', 'done')]);
  });

  it('reports a page whose file does not load, and loads it again on the next mount', async () => {
    const reports = crashReports();
    const load = jest
      .fn<Promise<{ default: ComponentType<RemotePageProps> }>, []>()
      .mockRejectedValue(new Error('Loading chunk page-chats failed'));
    const app = createRemoteApp({
      name: 'mf_test',
      package: 'mf-test',
      version: '1.2.3',
      emotionCache: createEmotionCache('mf-test'),
      loadMessages: () => Promise.resolve(messages),
      pages: { chats: load },
    });
    const props = await mountAt('/chats', app, domElement);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();

    load.mockResolvedValue({ default: ChatsPage });
    await (app.unmount as Lifecycle)(props);
    await (app.mount as Lifecycle)(props);
    expect(await screen.findByRole('heading', { name: 'Chats of chats' })).toBeInTheDocument();
  });

  it('mounts a widget in the remote providers; a broken widget shows nothing and reports no crashed area', async () => {
    const reports = crashReports();
    const app = remoteApp({});

    const widget = app.createWidget(() => (
      <FormattedMessage id="test.page.title" values={{ route: 'widget' }} />
    ));
    await mountAt('/', widget, domElement);
    expect(await screen.findByText('Chats of widget')).toBeInTheDocument();

    const other = document.body.appendChild(document.createElement('div'));
    await mountAt('/', app.createWidget(BrokenPage), other);
    expect(other).toBeEmptyDOMElement();
    expect(reports).toEqual([]);
    other.remove();
  });
});

describe('a route’s declared title', () => {
  let domElement: HTMLElement;
  const site = currentRouteTable();
  beforeEach(() => {
    domElement = document.createElement('div');
    document.body.append(domElement);
    setRoutes({
      routes: [
        ...site.routes,
        { name: 'gift-cards', path: '/gift-cards', title: 'test.gifts.title', owner: 'mf_test' },
      ],
      landerKinds: { ...site.landerKinds },
    });
  });
  afterEach(() => {
    setRoutes({ routes: [...site.routes], landerKinds: { ...site.landerKinds } });
    domElement.remove();
  });

  it('names the window with the remote’s message when the page sets no title of its own', async () => {
    document.title = 'before';
    await mountAt('/gift-cards', remoteApp({ 'gift-cards': () => <p>cards</p> }), domElement);
    expect(await screen.findByText('cards')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gift cards'));
  });
});
