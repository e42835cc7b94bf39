// /staff/inbox: the operators' queue of conversations waiting for a fictional profile's answer, oldest first,
// with the wait counting up, new ones arriving over the inbox's live socket. Claiming one opens the answer
// screen beside the queue.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, Spinner } from '@dating/shared';
import type { InboxItem, StaffMember } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { can } from '../staff-session/use-staff-session';
import { AnswerPanel } from './answer-panel';
import { claimConversation, getInbox, inboxKey } from './inbox-calls';
import { InboxFigures } from './inbox-figures';
import { useInboxLive } from './use-inbox-live';

const POLL_MS = 30_000;

export function InboxPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.inbox.title' })}
      permission="inbox.answer"
    >
      {(staff) => (
        <>
          <Inbox staff={staff} />
          {can(staff, 'inbox.figures') && <InboxFigures />}
        </>
      )}
    </StaffFrame>
  );
}

/** The current time, once a second: the waits count up without asking the server. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function formatWait(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

function Inbox({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: inboxKey,
    queryFn: ({ signal }) => getInbox(signal),
    refetchInterval: POLL_MS,
  });
  useInboxLive(() => void queryClient.invalidateQueries({ queryKey: inboxKey }));
  const now = useNow();
  const claim = useMutation({
    mutationFn: (id: number) => claimConversation(id),
    onSuccess: (answer) => {
      setClaimError(null);
      setOpen(answer.conversationId);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
    onError: (error) => setClaimError(staffError(error)),
  });

  if (queue.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.inbox.loading' })} />;
  if (queue.isError)
    return (
      <ErrorState
        error={queue.error}
        message={staffError(queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  const page = queue.data;
  // Waits are counted from the server's clock, shifted by how far this browser's clock is off.
  const skew = Date.parse(page.serverTime) - queue.dataUpdatedAt;
  const waited = (item: InboxItem) => (now + skew - Date.parse(item.waitingSince)) / 1000;

  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[4],
        gridTemplateColumns: open === null ? '1fr' : 'minmax(0, 1fr) minmax(0, 2fr)',
        '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
      })}
    >
      <section aria-labelledby="inbox-queue-heading">
        <h2 id="inbox-queue-heading">
          {intl.formatMessage({ id: 'staff.inbox.waiting' }, { count: page.waiting })}
        </h2>
        {claimError && <p role="alert">{claimError}</p>}
        {page.items.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'staff.inbox.empty' })} />
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {page.items.map((item) => {
              const mine = item.claimedBy?.id === staff.id;
              return (
                <li
                  key={item.conversationId}
                  css={(theme: Theme) => ({
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: theme.space[2],
                    padding: `${theme.space[2]}px 0`,
                    borderBottom: `1px solid ${theme.colors.border}`,
                  })}
                >
                  <span>
                    <strong>{item.member.name}</strong>
                    {' → '}
                    {item.profile.name} <span lang={item.language}>({item.language.toUpperCase()})</span>
                    <br />
                    <span>
                      {intl.formatMessage(
                        { id: 'staff.inbox.waitingFor' },
                        { time: formatWait(waited(item)) },
                      )}
                    </span>
                    {item.claimedBy && !mine && (
                      <>
                        <br />
                        <span>
                          {intl.formatMessage({ id: 'staff.inbox.claimedBy' }, { name: item.claimedBy.name })}
                        </span>
                      </>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant={mine ? 'secondary' : 'primary'}
                    disabled={(item.claimedBy !== null && !mine) || claim.isPending}
                    onClick={() => (mine ? setOpen(item.conversationId) : claim.mutate(item.conversationId))}
                  >
                    {intl.formatMessage(
                      { id: mine ? 'staff.inbox.open' : 'staff.inbox.claim' },
                      { name: item.member.name },
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {open !== null && <AnswerPanel key={open} conversationId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
