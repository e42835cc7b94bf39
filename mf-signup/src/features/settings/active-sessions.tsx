// Settings: the browsers logged in to this account on this site, with the last time each was used; any
// other one can be ended (a lost phone, a shared computer).
import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Spinner, type ActiveSession } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { endActiveSession, loadActiveSessions } from './active-sessions-api';
import { deviceLabel } from './device-label';

export function ActiveSessions() {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ending, setEnding] = useState<number | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const fetchSessions = () =>
    loadActiveSessions()
      .then((response) => setSessions(response.sessions))
      .catch(() => setLoadFailed(true));
  const retry = () => {
    setLoadFailed(false);
    return fetchSessions();
  };
  useEffect(() => {
    void fetchSessions();
  }, []);

  const end = async (session: ActiveSession) => {
    setEnding(session.id);
    setStatus(null);
    try {
      await endActiveSession(session.id);
      setSessions((current) => current && current.filter((s) => s.id !== session.id));
      setStatus({ ok: true, text: t('signup.settings.sessions-ended') });
    } catch (error) {
      setStatus({ ok: false, text: fromError(error) });
    } finally {
      setEnding(null);
    }
  };

  if (loadFailed) return <ErrorState onRetry={retry} />;
  if (!sessions) return <Spinner />;
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
                    disabled={ending !== null}
                    aria-label={t('signup.settings.sessions-end-named', { device })}
                    onClick={() => void end(session)}
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
