/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import { renderWithQuery } from '@dating/shared/testing/query';
import { ActiveSessions } from './active-sessions';
import { deviceLabel } from './device-label';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SESSIONS = {
  sessions: [
    {
      id: 1,
      device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      created_at: '2026-11-20T10:00:00.000Z',
      last_seen_at: '2026-11-24T18:00:00.000Z',
      current: true,
    },
    {
      id: 2,
      device: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
      created_at: '2026-11-21T10:00:00.000Z',
      last_seen_at: '2026-11-23T08:30:00.000Z',
      current: false,
    },
  ],
};

describe('ActiveSessions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names devices from their User-Agent', () => {
    expect(deviceLabel(SESSIONS.sessions[0]!.device)).toBe('Chrome · Windows');
    expect(deviceLabel(SESSIONS.sessions[1]!.device)).toBe('Firefox · Android');
    expect(deviceLabel('curl/8.0')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });

  it('lists the sessions, marks this one, and ends another by keyboard', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, SESSIONS))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const { user } = renderWithQuery(<ActiveSessions />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    const end = within(items[1]!).getByRole('button', { name: 'End session on Firefox · Android' });
    end.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The session has been ended.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(String(url)).toBe('/api/sessions.php?id=2');
    expect(init?.method).toBe('DELETE');
  });

  it('shows the error and keeps the session when ending fails', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, SESSIONS))
      .mockResolvedValueOnce(json(404, { error: 'not_found', message: 'gone' }));
    const { user } = renderWithQuery(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'End session on Firefox · Android' }));
    expect(await screen.findByText('We could not find what you were looking for.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(500, { error: 'internal_error', message: 'x' }))
      .mockResolvedValue(json(500, { error: 'internal_error', message: 'x' }));
    renderWithQuery(<ActiveSessions />);
    expect(
      await screen.findByRole('button', { name: /try again/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
