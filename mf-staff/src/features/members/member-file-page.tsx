// /staff/members/{id}: everything support and moderation need about one member, and the actions on them.
import type { Theme } from '@emotion/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Button,
  createIdempotencyKey,
  ErrorState,
  Link,
  Spinner,
  useFormatters,
} from '@dating/shared';
import type { StaffMember, StaffMemberFile } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { decisionName, groundName, reportReasonName } from '../queues/decision-names';
import { paymentMethodName } from '../sites/payment-method-names';
import { StaffFrame } from '../staff-frame/staff-frame';
import { can } from '../staff-session/use-staff-session';
import { ActionDialog } from './action-dialog';
import { getMemberFile, memberFileKey, refundPayment } from './member-calls';
import { MemberActions } from './member-actions';
import { accountStatusName, ledgerReasonName, paymentStatusName, photoStatusName } from './member-file-names';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { Fact, FactList } from '../../app/fact-list';
import { MemberPhoto, PhotoRow } from '../../app/member-photo';
import { staffPath } from '../../app/staff-paths';

export function MemberFilePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const id = Number(route.params.id);
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.member.title' }, { id })}
      permission="members.read"
      back={{
        href: staffPath('staff-members'),
        label: intl.formatMessage({ id: 'staff.member.backToSearch' }),
      }}
    >
      {(staff) => <MemberFile id={id} staff={staff} />}
    </StaffFrame>
  );
}

function MemberFile({ id, staff }: { id: number; staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const file = useQuery({ queryKey: memberFileKey(id), queryFn: ({ signal }) => getMemberFile(id, signal) });
  const [result, setResult] = useState<string | null>(null);
  if (file.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.member.loading' })} />;
  if (file.isError)
    return (
      <ErrorState error={file.error} message={staffError(file.error)} onRetry={() => void file.refetch()} />
    );
  const data = file.data;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <div role="status" aria-live="polite">
        {result && (
          <Alert variant="success" onDismiss={() => setResult(null)}>
            {result}
          </Alert>
        )}
      </div>
      <Overview file={data} />
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        {intl.formatMessage({ id: 'staff.member.viewAudited' })}
        {can(staff, 'audit.read') && (
          <>
            {' '}
            <Link href={`${staffPath('staff-audit')}?target=member:${id}`}>
              {intl.formatMessage({ id: 'staff.member.auditHistory' })}
            </Link>
          </>
        )}
      </p>
      <MemberActions staff={staff} file={data} onResult={setResult} />
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[4],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
          alignItems: 'start',
        })}
      >
        <Photos file={data} />
        <Payments file={data} staff={staff} onResult={setResult} />
        <Ledger file={data} />
        <Sessions file={data} />
        <Reports file={data} />
        <Decisions file={data} />
        <Notes file={data} />
      </div>
    </div>
  );
}

function Panel({ title, children, empty }: { title: string; children: ReactNode; empty?: boolean }) {
  const intl = useIntl();
  const id = `staff-panel-${title.replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.sm,
        padding: theme.space[4],
        minWidth: 0,
      })}
    >
      <h2
        id={id}
        css={(theme: Theme) => ({ margin: `0 0 ${theme.space[2]}px`, fontSize: theme.fontSizes.lg })}
      >
        {title}
      </h2>
      {empty ? <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.member.none' })}</p> : children}
    </section>
  );
}

const rows = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  overflowWrap: 'anywhere' as const,
});

function Overview({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  const { member, profile } = file;
  const t = (id: string) => intl.formatMessage({ id });
  const facts: [string, ReactNode][] = [
    [t('staff.member.name'), member.name],
    [t('staff.member.email'), member.email],
    [t('staff.member.site'), `${member.siteName} (#${member.siteId})`],
    [t('staff.member.status'), accountStatusName(intl, member.status)],
    [t('staff.member.signup'), format.date(member.signupDate)],
    [t('staff.member.lastSeen'), member.lastSeenAt ? format.dateTime(member.lastSeenAt) : '—'],
    [t('staff.member.balance'), format.number(member.credits)],
    [t('staff.member.paid'), t(member.paidUser ? 'staff.member.yes' : 'staff.member.no')],
    [
      t('staff.member.directDebitState'),
      t(member.directDebitBlocked ? 'staff.member.blocked' : 'staff.member.allowed'),
    ],
    ...(profile
      ? ([
          [t('staff.member.city'), [profile.city, profile.country].filter(Boolean).join(', ') || '—'],
          [t('staff.member.aboutMe'), profile.aboutMe ?? '—'],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Panel title={t('staff.member.profile')}>
      <div css={rows}>
        {member.ban && (
          <Alert variant="danger">
            {intl.formatMessage(
              { id: member.ban.kind === 'ban' ? 'staff.member.bannedSince' : 'staff.member.suspendedUntil' },
              {
                since: format.date(member.ban.since),
                until: member.ban.until ? format.date(member.ban.until) : '',
                reason: member.ban.reason,
              },
            )}
          </Alert>
        )}
        <FactList>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
        </FactList>
      </div>
    </Panel>
  );
}

function Photos({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  return (
    <Panel title={intl.formatMessage({ id: 'staff.member.photos' })} empty={file.photos.length === 0}>
      <PhotoRow>
        {file.photos.map((photo) => (
          <li key={photo.id} css={{ width: 96 }}>
            <MemberPhoto url={photo.url} name={file.member.name} width={96} />
            <small>
              {photoStatusName(intl, photo.status)}
              {photo.isMain && ` · ${intl.formatMessage({ id: 'staff.member.mainPhoto' })}`}
            </small>
          </li>
        ))}
      </PhotoRow>
    </Panel>
  );
}

function Payments({
  file,
  staff,
  onResult,
}: {
  file: StaffMemberFile;
  staff: StaffMember;
  onResult: (message: string) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<StaffMemberFile['payments'][number] | null>(null);
  // One key per refund asked for: the server refunds a payment once, however often the request arrives.
  const [key, setKey] = useState(createIdempotencyKey);
  const mayRefund = can(staff, 'payments.refund');
  const amount = (payment: { amountCents: number; currency: string }) =>
    format.currency(payment.amountCents / 100, payment.currency);
  return (
    <Panel title={intl.formatMessage({ id: 'staff.member.payments' })} empty={file.payments.length === 0}>
      <ul css={rows}>
        {file.payments.map((payment) => (
          <li
            key={payment.id}
            css={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: theme.space[2],
            })}
          >
            <span>
              #{payment.id} · {format.date(payment.createdAt)} · {amount(payment)} ·{' '}
              {intl.formatMessage({ id: 'staff.member.paymentCredits' }, { count: payment.credits })} ·{' '}
              {paymentMethodName(intl, payment.method)} ·{' '}
              <Badge variant={payment.status === 'completed' ? 'success' : 'neutral'}>
                {paymentStatusName(intl, payment.status)}
              </Badge>
            </span>
            {mayRefund && payment.refundable && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'staff.member.refundPayment' }, { id: payment.id })}
                onClick={() => setRefunding(payment)}
              >
                {intl.formatMessage({ id: 'staff.member.refund' })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ActionDialog
        open={refunding !== null}
        title={intl.formatMessage({ id: 'staff.member.refundPayment' }, { id: refunding?.id ?? 0 })}
        danger
        summary={
          refunding
            ? intl.formatMessage(
                { id: 'staff.member.refundSummary' },
                { amount: amount(refunding), credits: refunding.credits, name: file.member.name },
              )
            : ''
        }
        run={(reason) =>
          refunding ? refundPayment(refunding.id, { reason }, key) : Promise.reject(new Error('none'))
        }
        onDone={(answer) => {
          setKey(createIdempotencyKey());
          onResult(
            intl.formatMessage(
              { id: 'staff.member.refundDone' },
              { id: answer.paymentId, credits: answer.creditsReversed },
            ),
          );
          void queryClient.invalidateQueries({ queryKey: memberFileKey(file.member.id) });
        }}
        onClose={() => setRefunding(null)}
      />
    </Panel>
  );
}

function Ledger({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Panel title={intl.formatMessage({ id: 'staff.member.ledger' })} empty={file.ledger.length === 0}>
      <ul css={rows}>
        {file.ledger.map((entry) => (
          <li key={entry.id}>
            {format.date(entry.createdAt)} ·{' '}
            <strong>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</strong> ·{' '}
            {ledgerReasonName(intl, entry.reason)} ·{' '}
            {intl.formatMessage({ id: 'staff.member.balanceAfter' }, { balance: entry.balanceAfter })}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Sessions({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <>
      <Panel title={intl.formatMessage({ id: 'staff.member.sessions' })} empty={file.sessions.length === 0}>
        <ul css={rows}>
          {file.sessions.map((session) => (
            <li key={session.id}>
              {session.device ?? '—'} ·{' '}
              {intl.formatMessage(
                { id: 'staff.member.sessionSince' },
                { since: format.dateTime(session.createdAt) },
              )}{' '}
              ·{' '}
              {intl.formatMessage(
                { id: 'staff.member.sessionLastSeen' },
                { at: format.dateTime(session.lastSeenAt) },
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={intl.formatMessage({ id: 'staff.member.logins' })} empty={file.loginHistory.length === 0}>
        <ul css={rows}>
          {file.loginHistory.map((login) => (
            <li key={login.at}>
              {format.dateTime(login.at)} · {login.device ?? '—'}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

function Reports({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  const list = (reports: StaffMemberFile['reportsBy']) => (
    <ul css={rows}>
      {reports.map((report) => (
        <li key={`${report.kind}-${report.id}`}>
          {format.date(report.createdAt)} ·{' '}
          {intl.formatMessage({
            id: report.kind === 'chat' ? 'staff.member.reportChat' : 'staff.member.reportProfile',
          })}{' '}
          · {reportReasonName(intl, report.reason)}
          {report.otherMemberId !== null && ` · #${report.otherMemberId}`}
          {report.comment && ` · ${report.comment}`}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Panel
        title={intl.formatMessage({ id: 'staff.member.reportsAgainst' })}
        empty={file.reportsAgainst.length === 0}
      >
        {list(file.reportsAgainst)}
      </Panel>
      <Panel title={intl.formatMessage({ id: 'staff.member.reportsBy' })} empty={file.reportsBy.length === 0}>
        {list(file.reportsBy)}
      </Panel>
      <Panel title={intl.formatMessage({ id: 'staff.member.blocks' })} empty={file.blocks.length === 0}>
        <ul css={rows}>
          {file.blocks.map((block) => (
            <li key={`${block.direction}-${block.memberId}`}>
              {intl.formatMessage(
                { id: block.direction === 'by' ? 'staff.member.blockedBy' : 'staff.member.blockedMember' },
                { id: block.memberId },
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

function Decisions({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Panel title={intl.formatMessage({ id: 'staff.member.decisions' })} empty={file.decisions.length === 0}>
      <ul css={rows}>
        {file.decisions.map((decision) => (
          <li key={decision.id}>
            {format.date(decision.decidedAt)} · <strong>{decisionName(intl, decision.kind)}</strong>
            {decision.ground && ` · ${groundName(intl, decision.ground)}`} · {decision.reason}
            {decision.appealed && ` · ${intl.formatMessage({ id: 'staff.member.appealed' })}`}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Notes({ file }: { file: StaffMemberFile }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Panel title={intl.formatMessage({ id: 'staff.member.notes' })} empty={file.notes.length === 0}>
      <ul css={rows}>
        {file.notes.map((note) => (
          <li key={note.id}>
            <small>
              {format.dateTime(note.createdAt)} · {note.by?.name ?? '—'}
            </small>
            <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{note.text}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
