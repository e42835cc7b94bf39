// The visit beacon: once per browser session, with the landing URL's traffic source, never from the back office.
import { sendFunnelVisit, sendFunnelVisitWhenIdle } from './funnel-visit-beacon';

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
  sessionStorage.clear();
});

test('the first page load of a session sends the visit with its traffic source, later ones do not', async () => {
  sendFunnelVisit(false, {
    pathname: '/landers/gallery/spring',
    search: '?network=adnet&ref=r1&sub2=x&utm_source=y',
  });
  sendFunnelVisit(false, { pathname: '/signup', search: '' });
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, body] = sendBeacon.mock.calls[0]!;
  expect(url).toBe('/api/funnel-visit.php');
  expect(JSON.parse(await blobText(body))).toEqual({ tracking: { network: 'adnet', ref: 'r1', sub2: 'x' } });
});

test('a visit without a network sends no source', async () => {
  sendFunnelVisit(false, { pathname: '/', search: '?ref=alone' });
  expect(JSON.parse(await blobText(sendBeacon.mock.calls[0]![1]))).toEqual({});
});

test('a logged-in member sends nothing', () => {
  sendFunnelVisit(true, { pathname: '/landers/gallery', search: '?network=adnet' });
  expect(sendBeacon).not.toHaveBeenCalled();
});

test('the back office sends nothing', () => {
  sendFunnelVisit(false, { pathname: '/staff/funnel', search: '' });
  sendFunnelVisit(false, { pathname: '/staff', search: '' });
  expect(sendBeacon).not.toHaveBeenCalled();
});

test('the beacon waits for the loaded page', () => {
  jest.useFakeTimers();
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  sendFunnelVisitWhenIdle(false);
  jest.runAllTimers();
  expect(sendBeacon).not.toHaveBeenCalled();
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
