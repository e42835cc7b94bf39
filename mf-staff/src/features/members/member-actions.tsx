// The actions on a member the staff member's role allows, each behind its ActionDialog (reason, confirm,
// result). The page says what happened in a live region and reloads the member's file.
import type { Theme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, createIdempotencyKey } from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import type { BanKind, DecisionGround, StaffMember, StaffMemberFile } from '@dating/shared/contract';
import { DECISION_GROUNDS, groundName } from '../queues/decision-names';
import { can } from '../staff-session/use-staff-session';
import { ActionDialog } from './action-dialog';
import {
  addNote,
  banMember,
  blockDirectDebit,
  correctCredits,
  endSessions,
  memberFileKey,
  sendResetMail,
  unbanMember,
} from './member-calls';

export type MemberAction = 'ban' | 'unban' | 'credits' | 'directDebit' | 'resetMail' | 'endSessions' | 'note';

export function MemberActions({
  staff,
  file,
  onResult,
}: {
  staff: StaffMember;
  file: StaffMemberFile;
  onResult: (message: string) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<MemberAction | null>(null);
  const { member } = file;
  const id = member.id;
  const done = (message: string) => {
    onResult(message);
    void queryClient.invalidateQueries({ queryKey: memberFileKey(id) });
  };
  const close = () => setOpen(null);
  const t = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);

  const buttons: { action: MemberAction; label: string; danger?: boolean }[] = [
    ...(can(staff, 'members.ban')
      ? member.ban
        ? [{ action: 'unban' as const, label: t('staff.member.unban') }]
        : [{ action: 'ban' as const, label: t('staff.member.ban'), danger: true }]
      : []),
    ...(can(staff, 'credits.correct')
      ? [{ action: 'credits' as const, label: t('staff.member.credits') }]
      : []),
    ...(can(staff, 'direct_debit.block') && !member.directDebitBlocked
      ? [{ action: 'directDebit' as const, label: t('staff.member.directDebit') }]
      : []),
    ...(can(staff, 'members.reset_mail')
      ? [{ action: 'resetMail' as const, label: t('staff.member.resetMail') }]
      : []),
    ...(can(staff, 'members.end_sessions')
      ? [{ action: 'endSessions' as const, label: t('staff.member.endSessions') }]
      : []),
    ...(can(staff, 'members.notes') ? [{ action: 'note' as const, label: t('staff.member.addNote') }] : []),
  ];

  return (
    <>
      <ul
        aria-label={t('staff.member.actions')}
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space[2],
        })}
      >
        {buttons.map((button) => (
          <li key={button.action}>
            <Button
              size="sm"
              variant={button.danger ? 'danger' : 'secondary'}
              onClick={() => setOpen(button.action)}
            >
              {button.label}
            </Button>
          </li>
        ))}
      </ul>
      <BanDialog open={open === 'ban'} file={file} onClose={close} onDone={done} />
      <ActionDialog
        open={open === 'unban'}
        title={t('staff.member.unban')}
        summary={t('staff.member.unbanSummary', { name: member.name })}
        run={(reason) => unbanMember(id, { reason })}
        onDone={() => done(t('staff.member.unbanDone', { name: member.name }))}
        onClose={close}
      />
      <CreditsDialog open={open === 'credits'} file={file} onClose={close} onDone={done} />
      <ActionDialog
        open={open === 'directDebit'}
        title={t('staff.member.directDebit')}
        summary={t('staff.member.directDebitSummary', { name: member.name })}
        danger
        run={(reason) => blockDirectDebit(id, { reason })}
        onDone={() => done(t('staff.member.directDebitDone', { name: member.name }))}
        onClose={close}
      />
      <ActionDialog
        open={open === 'resetMail'}
        title={t('staff.member.resetMail')}
        summary={t('staff.member.resetMailSummary', { email: member.email })}
        run={(reason) => sendResetMail(id, { reason })}
        onDone={() => done(t('staff.member.resetMailDone', { email: member.email }))}
        onClose={close}
      />
      <ActionDialog
        open={open === 'endSessions'}
        title={t('staff.member.endSessions')}
        summary={t('staff.member.endSessionsSummary', { name: member.name })}
        danger
        run={(reason) => endSessions(id, { reason })}
        onDone={(answer) => done(t('staff.member.endSessionsDone', { count: answer.ended }))}
        onClose={close}
      />
      <ActionDialog
        open={open === 'note'}
        title={t('staff.member.addNote')}
        reasonLabel={t('staff.member.noteText')}
        summary={t('staff.member.noteSummary', { name: member.name })}
        run={(text) => addNote(id, { text })}
        onDone={() => done(t('staff.member.noteDone'))}
        onClose={close}
      />
    </>
  );
}

interface DialogProps {
  open: boolean;
  file: StaffMemberFile;
  onClose: () => void;
  onDone: (message: string) => void;
}

function BanDialog({ open, file, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const { member } = file;
  const [kind, setKind] = useState<BanKind>('suspend');
  const [until, setUntil] = useState('');
  const [ground, setGround] = useState<DecisionGround | ''>('');
  const untilDate = () => (until ? new Date(`${until}T23:59:59`) : null);
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage({ id: 'staff.member.ban' })}
      danger
      fields={
        <>
          <SelectField
            label={intl.formatMessage({ id: 'staff.member.banKind' })}
            required
            value={kind}
            options={[
              { value: 'suspend', label: intl.formatMessage({ id: 'staff.member.kindSuspend' }) },
              { value: 'ban', label: intl.formatMessage({ id: 'staff.member.kindBan' }) },
            ]}
            onChange={(event) => setKind(event.target.value as BanKind)}
          />
          {kind === 'suspend' && (
            <TextField
              label={intl.formatMessage({ id: 'staff.queues.until' })}
              type="date"
              required
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          )}
          <SelectField
            label={intl.formatMessage({ id: 'staff.queues.ground' })}
            required
            placeholder
            value={ground}
            options={DECISION_GROUNDS.map((value) => ({ value, label: groundName(intl, value) }))}
            onChange={(event) => setGround(event.target.value as DecisionGround | '')}
          />
        </>
      }
      validate={() => {
        if (ground === '') return intl.formatMessage({ id: 'staff.queues.groundRequired' });
        const date = untilDate();
        if (kind === 'suspend' && (!date || date.getTime() <= Date.now()))
          return intl.formatMessage({ id: 'staff.queues.untilRequired' });
        return null;
      }}
      summary={intl.formatMessage(
        { id: kind === 'ban' ? 'staff.member.banSummary' : 'staff.member.suspendSummary' },
        { name: member.name, until: until || '' },
      )}
      run={(reason) =>
        banMember(member.id, {
          kind,
          reason,
          ...(ground !== '' ? { ground } : {}),
          ...(kind === 'suspend' ? { until: untilDate()?.toISOString() } : {}),
        })
      }
      onDone={() =>
        onDone(
          intl.formatMessage(
            { id: kind === 'ban' ? 'staff.member.banDone' : 'staff.member.suspendDone' },
            { name: member.name },
          ),
        )
      }
      onClose={onClose}
    />
  );
}

function CreditsDialog({ open, file, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const { member } = file;
  const [delta, setDelta] = useState('');
  // One key per correction: a repeat of it (a double click, a lost answer) is booked once by the server; the
  // next correction gets a new one.
  const [key, setKey] = useState(createIdempotencyKey);
  const amount = Number(delta);
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage({ id: 'staff.member.credits' })}
      fields={
        <TextField
          label={intl.formatMessage({ id: 'staff.member.delta' })}
          hint={intl.formatMessage({ id: 'staff.member.deltaHint' }, { balance: member.credits })}
          inputMode="numeric"
          required
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
        />
      }
      validate={() => {
        if (!/^[-+]?\d+$/.test(delta.trim()) || amount === 0 || Math.abs(amount) > 100_000)
          return intl.formatMessage({ id: 'staff.member.deltaInvalid' });
        if (member.credits + amount < 0)
          return intl.formatMessage({ id: 'staff.member.deltaNegative' }, { balance: member.credits });
        return null;
      }}
      summary={intl.formatMessage(
        { id: 'staff.member.creditsSummary' },
        { delta: amount, name: member.name, balance: member.credits + amount },
      )}
      run={(reason) => correctCredits(member.id, { delta: amount, reason }, key)}
      onDone={(answer) => {
        setDelta('');
        setKey(createIdempotencyKey());
        onDone(intl.formatMessage({ id: 'staff.member.creditsDone' }, { balance: answer.balance }));
      }}
      onClose={onClose}
    />
  );
}
