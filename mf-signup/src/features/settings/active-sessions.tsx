// Settings: the browsers logged in to this account on this site, with the last time each was used; any
// other one can be ended (a lost phone, a shared computer).
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Spinner, type ActiveSession } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { activeSessionsQueryKey, endActiveSession, loadActiveSessions } from './active-sessions-api';
import { deviceLabel } from './device-label';

export function ActiveSessions() {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: activeSessionsQueryKey,
    queryFn: ({ signal }) => loadActiveSessions(signal),
  });
  const end = useMutation({
    mutationFn: (session: ActiveSession) => endActiveSession(session.id),
    onSuccess: (_answer, session) =>
      queryClient.setQueryData<{ sessions: ActiveSession[] }>(
        activeSessionsQueryKey,
        (current) => current && { ...current, sessions: current.sessions.filter((s) => s.id !== session.id) },
      ),
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const status = end.isSuccess
    ? { ok: true, text: t('signup.settings.sessions-ended') }
    : end.isError
      ? { ok: false, text: fromError(end.error) }
      : null;

  const sessions = list.data?.sessions;
  if (!sessions) {
    // "Try again" shows the spinner while it loads; a failed refresh of a shown list keeps the list.
    return list.isError && !list.isFetching ? <ErrorState onRetry={() => list.refetch()} /> : <Spinner />;
  }
  return (
    <>
      <p css={{ margin: 0 }}>{t('signup.settings.sessions-caption')}</p>
      <p role="status" aria-live="polite" css={{ margin: 0, minHeight: '1.5em' }}>
        {status ? (
          <span css={(theme: Theme) => ({ color: status.ok ? theme.colors.success : theme.colors.danger })}>
            {status.text}
          </span>
        ) : null}
      </p>
      {sessions.length === 0 ? (
        <p css={{ margin: 0 }}>{t('signup.settings.sessions-empty')}</p>
      ) : (
        <ul
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[3],
          })}
        >
          {sessions.map((session) => {
            const device = deviceLabel(session.device) ?? t('signup.settings.sessions-unknown-device');
            const lastSeen = intl.formatDate(session.last_seen_at, {
              dateStyle: 'medium',
              timeStyle: 'short',
            });
            return (
              <li
                key={session.id}
                css={(theme: Theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: theme.space[2],
                })}
              >
                <span css={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  <strong>{device}</strong>
                  <br />
                  {session.current
                    ? t('signup.settings.sessions-this-device')
                    : t('signup.settings.sessions-last-seen', { time: lastSeen })}
                </span>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={end.isPending}
                    aria-label={t('signup.settings.sessions-end-named', { device })}
                    onClick={() => end.mutate(session)}
                  >
                    {t('signup.settings.sessions-end')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
