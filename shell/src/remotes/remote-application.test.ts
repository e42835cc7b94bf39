// The proxy's contract with single-spa: its lifecycles never reject, a failure becomes the error state of
// that remote's area, and Retry asks the registry again and mounts without a page reload. The federation
// runtime itself (manifests, chunks) is exercised in the e2e suite; here it is replaced to script failures.
import type { AppProps } from 'single-spa';
import { getBus, resetBusForTests } from '@dating/shared';
import { loadRemoteModule, refreshRemote, servedBuild, type RemoteAppModule } from './federation';
import { remoteArea } from './remote-area';
import { remoteApplication } from './remote-application';
import { resetRemoteErrorReportsForTests } from './remote-error-beacon';
import { remoteFailures } from './remote-failures';

jest.mock('./federation', () => ({
  loadRemoteModule: jest.fn(),
  refreshRemote: jest.fn(),
  servedBuild: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);
const refresh = jest.mocked(refreshRemote);
const props = { name: 'mf_chat', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps &
  Record<string, unknown>;

type LifecycleMock = jest.Mock<Promise<void>, [Record<string, unknown>]>;

/** What the remote renders into the host the proxy gives it. */
const hostOf = (lifecycleProps: Record<string, unknown>) => lifecycleProps.domElement as HTMLElement;

function fakeRemote(): RemoteAppModule & {
  mount: LifecycleMock;
  unmount: LifecycleMock;
  bootstrap: LifecycleMock;
} {
  return {
    bootstrap: jest.fn(async (_lifecycleProps: Record<string, unknown>) => {}),
    mount: jest.fn(async (lifecycleProps) => {
      hostOf(lifecycleProps).textContent = 'chat page';
    }),
    unmount: jest.fn(async (lifecycleProps) => {
      hostOf(lifecycleProps).textContent = '';
    }),
  };
}

beforeAll(() => {
  document.body.innerHTML = '<main id="mf-area"></main>';
});
/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  sendBeacon.mockClear();
  resetRemoteErrorReportsForTests();
  jest.mocked(servedBuild).mockReturnValue({ entry: '1.5.0', base: 'http://localhost/mf/mf-chat/1.5.0/' });
  resetBusForTests();
  remoteFailures.clear('mf_chat');
  refresh.mockResolvedValue(false);
});

test('a remote that loads is mounted into its own area, shown while active and hidden after', async () => {
  const remote = fakeRemote();
  load.mockResolvedValue(remote);
  const progress: string[] = [];
  getBus()
    .onAny()
    .subscribe(({ type, payload }) => {
      if (type === 'progress.start' || type === 'progress.done')
        progress.push(`${type} ${JSON.stringify(payload)}`);
    });
  const app = remoteApplication('mf_chat');
  const mounting = app.mount(props);
  const area = remoteArea('mf_chat');
  expect(area.container.getAttribute('aria-busy')).toBe('true');
  await mounting;
  expect(area.container.hasAttribute('aria-busy')).toBe(false);
  expect(progress).toEqual([
    'progress.start {"id":"remote:mf_chat"}',
    'progress.done {"id":"remote:mf_chat"}',
  ]);
  expect(area.container.hidden).toBe(false);
  expect(area.host.textContent).toBe('chat page');
  expect(remote.bootstrap).toHaveBeenCalledTimes(1);

  await app.unmount(props);
  expect(area.container.hidden).toBe(true);
  expect(remote.unmount).toHaveBeenCalledTimes(1);
});

test('a failed load never rejects: the area shows the error state, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  const app = remoteApplication('mf_chat');
  await expect(app.mount(props)).resolves.toBeUndefined();
  const failure = remoteFailures.get('mf_chat');
  expect(failure?.error).toContain('mf-manifest.json');

  const remote = fakeRemote();
  load.mockResolvedValueOnce(remote);
  refresh.mockResolvedValueOnce(true);
  failure?.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Never bootstrapped: the runtime is told to forget the failed load even if the entry is the same.
  expect(refresh).toHaveBeenCalledWith('mf_chat', true);
  expect(remoteFailures.get('mf_chat')).toBeUndefined();
  expect(remoteArea('mf_chat').host.textContent).toBe('chat page');
  await app.unmount(props);
});

test('a mount that throws is contained; Retry loads the release the registry names now', async () => {
  const broken = fakeRemote();
  broken.mount.mockRejectedValue(new Error('boom'));
  load.mockResolvedValueOnce(broken);
  const app = remoteApplication('mf_chat');
  await expect(app.mount(props)).resolves.toBeUndefined();
  expect(remoteFailures.get('mf_chat')?.error).toContain('boom');

  // The registry was rolled back: the retry loads the other release instead of remounting the broken one.
  const fixed = fakeRemote();
  load.mockResolvedValueOnce(fixed);
  refresh.mockResolvedValueOnce(true);
  remoteFailures.get('mf_chat')?.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(refresh).toHaveBeenCalledWith('mf_chat', false);
  expect(fixed.bootstrap).toHaveBeenCalledTimes(1);
  expect(remoteArea('mf_chat').host.textContent).toBe('chat page');
  expect(remoteFailures.get('mf_chat')).toBeUndefined();

  await app.unmount(props);
  expect(remoteFailures.get('mf_chat')).toBeUndefined();
});

test('a crash reported by the remote’s error boundary shows the error state; Retry remounts', async () => {
  const remote = fakeRemote();
  load.mockResolvedValue(remote);
  const app = remoteApplication('mf_chat');
  await app.mount(props);
  getBus().publish('remote.error', { remote: 'mf_chat', error: 'TypeError: x is undefined' });
  const failure = remoteFailures.get('mf_chat');
  expect(failure?.error).toBe('TypeError: x is undefined');
  // Another remote's crash is not this area's business.
  getBus().publish('remote.error', { remote: 'mf_members', error: 'Error' });

  failure?.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(remote.unmount).toHaveBeenCalledTimes(1);
  expect(remote.mount).toHaveBeenCalledTimes(2);
  expect(remoteFailures.get('mf_chat')).toBeUndefined();
  await app.unmount(props);
});

/** What the beacons sent said, in order. */
async function beacons() {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, body]) => ({
      url,
      body: JSON.parse(await blobText(body)) as unknown,
    })),
  );
}

test('a failing remote load sends one beacon naming the remote and its version', async () => {
  load.mockRejectedValue(new Error('Failed to fetch http://localhost/mf/mf-chat/1.5.0/mf-manifest.json?t=1'));
  const app = remoteApplication('mf_chat');
  await app.mount(props);
  // Retry fails the same way: still one report for this page.
  remoteFailures.get('mf_chat')?.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await beacons()).toEqual([
    {
      url: '/api/remote-errors.php',
      body: {
        remote: 'mf-chat',
        version: '1.5.0',
        kind: 'load',
        error: 'Error: Failed to fetch http://localhost/mf/mf-chat/1.5.0/mf-manifest.json',
      },
    },
  ]);
  await app.unmount(props);
  load.mockReset();
});

test('a crash reported by the error boundary is beaconed as a render error', async () => {
  load.mockResolvedValue(fakeRemote());
  const app = remoteApplication('mf_chat');
  await app.mount(props);
  expect(sendBeacon).not.toHaveBeenCalled();
  getBus().publish('remote.error', { remote: 'mf_chat', error: 'TypeError: x is undefined' });
  expect(await beacons()).toEqual([
    expect.objectContaining({
      body: { remote: 'mf-chat', version: '1.5.0', kind: 'render', error: 'TypeError: x is undefined' },
    }),
  ]);
  await app.unmount(props);
});
