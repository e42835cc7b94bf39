import { api, type BannedLoginAnswer, isApiError, type User } from '@dating/shared';

/** Why a login did not go through, as the page tells it. */
export type LoginFailure =
  | { reason: 'failed' | 'error' | 'pending_deletion' }
  | { reason: 'locked' | 'slowed'; minutes: number }
  | { reason: 'banned'; ban: BannedLoginAnswer['ban'] };

/** POST /api/user.php with the credentials; never retried, the user resubmits himself. */
export async function logIn({ email, password }: { email: string; password: string }): Promise<User> {
  const answer = await api.post('/api/user.php', { email, password }, { retry: false });
  // The same route stores push subscriptions and answers those with a bare ok; a login answers the member.
  if (!('id' in answer)) throw new Error('The login was answered without a member');
  return answer;
}

/** What a failed login means for the member. */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { reason: 'error' };
  if (error.errorId === 'account_locked') {
    const minutes = Number((error.body as { minutes?: unknown } | undefined)?.minutes ?? 0);
    return { reason: 'locked', minutes };
  }
  // Too many failures from this address: it waits; the member's own browser elsewhere is not affected.
  if (error.errorId === 'rate_limited') {
    const seconds = Number(
      (error.body as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds ?? 60,
    );
    return { reason: 'slowed', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  // Only answered for the right password, so the notice never tells a stranger the account exists.
  if (error.errorId === 'account_pending_deletion') return { reason: 'pending_deletion' };
  // Staff suspended or banned the member: the answer says why (the statement of reasons), and until when.
  if (error.errorId === 'account_banned') {
    const ban = (error.body as Partial<BannedLoginAnswer> | undefined)?.ban;
    if (ban && typeof ban.reason === 'string') return { reason: 'banned', ban };
  }
  if (['login_failed', 'validation_failed', 'authentication_required'].includes(error.errorId)) {
    return { reason: 'failed' };
  }
  return { reason: 'error' };
}
