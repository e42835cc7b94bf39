import { api, isApiError, type User } from '@dating/shared';

/**
 * The logged-in user, or null. Any failure counts as logged out (the API may be down or, while the
 * platform is young, not answer this call yet): the site still renders its public pages.
 */
export async function loadSession(): Promise<User | null> {
  try {
    // Outside a query library: a read made here retries in the API client.
    return await api.get('/api/user.php', { headers: { 'X-Request-Type': 'client' }, retry: true });
  } catch (error) {
    if (!isApiError(error)) console.error('Loading the session failed', error);
    return null;
  }
}
