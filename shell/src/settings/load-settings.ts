import { api, type Settings } from '@dating/shared';

/** The site's public settings (spec: `_force_domain` is the request host); null if the API cannot answer. */
export async function loadSettings(): Promise<Settings | null> {
  try {
    return await api.get('/api/settings.php', {
      query: { _force_domain: window.location.hostname },
      retry: false,
    });
  } catch {
    return null;
  }
}
