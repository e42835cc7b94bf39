import { api, getBus, navigate, pathFor } from '@dating/shared';

/** Ends the session on the server, then everywhere on the page (every remote follows session.changed). */
export async function logOut(): Promise<void> {
  try {
    await api.post('/api/logout.php', undefined, { retry: false });
  } catch {
    // The cookie may already be gone; the page forgets the user either way.
  } finally {
    getBus().publish('session.changed', { user: null });
    navigate(pathFor('index'));
  }
}
