// The beacon's own rules: only errors it can put on a served remote version, and at most a few per page.
import { servedBuild } from './federation';
import {
  MAX_REPORTS_PER_PAGE,
  reportRemoteError,
  reportUnhandledRemoteErrors,
  resetRemoteErrorReportsForTests,
} from './remote-error-beacon';

jest.mock('./federation', () => ({ servedBuild: jest.fn() }));

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
const sentBodies = () =>
  Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await blobText(body)) as unknown));

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  sendBeacon.mockClear();
  resetRemoteErrorReportsForTests();
  jest.mocked(servedBuild).mockImplementation((remote) =>
    remote === 'mf_landers'
      ? {
          entry: 'https://cdn.example/landers/2.0.0/mf-manifest.json',
          base: 'https://cdn.example/landers/2.0.0/',
        }
      : null,
  );
});

test('an uncaught error whose stack points into a remote is reported; the shell’s own are not', async () => {
  const stop = reportUnhandledRemoteErrors();
  const inRemote = new TypeError('x is undefined');
  inRemote.stack = 'TypeError: x is undefined\n    at https://cdn.example/landers/2.0.0/page-landers.js:1:20';
  window.dispatchEvent(
    new ErrorEvent('error', {
      error: inRemote,
      filename: 'https://cdn.example/landers/2.0.0/page-landers.js',
    }),
  );
  const inShell = new Error('shell');
  inShell.stack = 'Error: shell\n    at http://localhost/main.js:1:1';
  window.dispatchEvent(new ErrorEvent('error', { error: inShell, filename: 'http://localhost/main.js' }));
  stop();
  expect(await sentBodies()).toEqual([
    {
      remote: 'mf-landers',
      version: 'https://cdn.example/landers/2.0.0/mf-manifest.json',
      kind: 'unhandled',
      error: 'TypeError: x is undefined',
    },
  ]);
});

test('a page sends at most a few reports, and none for a remote it does not serve', () => {
  reportRemoteError('mf_chat', 'load', new Error('not served here'));
  for (let i = 0; i < MAX_REPORTS_PER_PAGE + 3; i++)
    reportRemoteError('mf_landers', 'render', new Error(`crash ${i}`));
  expect(sendBeacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
});

test('without sendBeacon it posts with keepalive and the CSRF header', () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
  reportRemoteError('mf_landers', 'load', 'Error: chunk');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/remote-errors.php',
    expect.objectContaining({
      keepalive: true,
      headers: expect.objectContaining({ 'x-requested-with': 'dating-web' }),
    }),
  );
});
