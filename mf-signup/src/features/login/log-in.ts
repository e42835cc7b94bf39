import { api, isApiError, type User } from '@dating/shared';

export type LoginResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'failed' | 'error' | 'pending_deletion' }
  | { ok: false; reason: 'locked' | 'slowed'; minutes: number };

/** POST /api/user.php with the credentials; never retried, the user resubmits himself. */
export async function logIn(email: string, password: string): Promise<LoginResult> {
  try {
    const answer = await api.post('/api/user.php', { email, password }, { retry: false });
    // The same route stores push subscriptions and answers those with a bare ok; a login answers the member.
    if (!('id' in answer)) return { ok: false, reason: 'error' };
    return { ok: true, user: answer };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, reason: 'error' };
    if (error.errorId === 'account_locked') {
      const minutes = Number((error.body as { minutes?: unknown } | undefined)?.minutes ?? 0);
      return { ok: false, reason: 'locked', minutes };
    }
    // Too many failures from this address: it waits; the member's own browser elsewhere is not affected.
    if (error.errorId === 'rate_limited') {
      const seconds = Number(
        (error.body as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds ?? 60,
      );
      return { ok: false, reason: 'slowed', minutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    // Only answered for the right password, so the notice never tells a stranger the account exists.
    if (error.errorId === 'account_pending_deletion') return { ok: false, reason: 'pending_deletion' };
    if (['login_failed', 'validation_failed', 'authentication_required'].includes(error.errorId)) {
      return { ok: false, reason: 'failed' };
    }
    return { ok: false, reason: 'error' };
  }
}
