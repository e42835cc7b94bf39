import { getContentPage } from './site-calls';

const answer = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('getContentPage', () => {
  it("reads the API's null as the built-in text", async () => {
    fetchMock.mockResolvedValue(answer(200, 'null'));
    await expect(getContentPage('lovenest.example', 'terms', 'de')).resolves.toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/staff/sites/lovenest.example/content-pages/terms/de',
    );
  });

  it('leaves a 404 (no such site) an error, not the built-in text', async () => {
    fetchMock.mockResolvedValue(answer(404, JSON.stringify({ error: 'not_found', message: 'No site.' })));
    await expect(getContentPage('nope.example', 'terms', 'de')).rejects.toMatchObject({ status: 404 });
  });
});
