// @feature-public: other features import this module (docs/conventions.md, Layout).
// The decision on a claimed item: a decision the queue allows, the ground from the short list where the
// decision restricts the member, the facts in free text (required), and a preview of the statement of
// reasons the member will receive. Nothing is sent before the moderator confirms.
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, showToast } from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { SelectField, TextField } from '@dating/shared/forms';
import type {
  DecideBody,
  DecisionGround,
  DecisionKind,
  StaffMemberBrief,
  StaffQueue,
} from '@dating/shared/contract';
import { QUEUE_COUNTS_KEY } from '../staff-frame/queue-count-calls';
import {
  DECISION_GROUNDS,
  DECISIONS_WITH_GROUND,
  DECISIONS_WITH_STATEMENT,
  decisionName,
  groundName,
  QUEUE_DECISIONS,
} from './decision-names';
import { decideItem, queueKey } from './queue-calls';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

/** The contract's minimum for a reason: a word or two, not a stray key. */
export const MIN_REASON = 3;

export function DecideForm({
  queue,
  itemId,
  member,
}: {
  queue: StaffQueue;
  itemId: number;
  /** Who the decision falls on, named in the confirmation. */
  member: StaffMemberBrief | null;
}) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const decisions: readonly DecisionKind[] = QUEUE_DECISIONS[queue];
  const [decision, setDecision] = useState<DecisionKind | ''>('');
  const [ground, setGround] = useState<DecisionGround | ''>('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  // Shown once the form was sent, and worked out on every render from then on: a fixed field loses its error
  // at once, and a switch of the console's language turns the errors with it.
  // The time of the last send (null before it): "in the future" is judged against it.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<DecideBody | null>(null);
  // A complaint's reason is the answer its sender is mailed (api: complaint-reply.ts).
  const answersSender = queue === 'complaints';
  const decide = useMutation({
    mutationFn: (body: DecideBody) => decideItem(queue, itemId, body),
    onSuccess: (answer) => {
      showToast(
        intl.formatMessage(
          {
            id: answersSender
              ? 'staff.queues.decidedWithAnswer'
              : answer.statementId === null
                ? 'staff.queues.decided'
                : 'staff.queues.decidedWithStatement',
          },
          { decision: decisionName(intl, answer.decision) },
        ),
        { variant: 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: queueKey(queue) });
      void queryClient.invalidateQueries({ queryKey: QUEUE_COUNTS_KEY });
    },
  });

  const needsGround = decision !== '' && DECISIONS_WITH_GROUND.includes(decision);
  const sendsStatement = decision !== '' && DECISIONS_WITH_STATEMENT.includes(decision);

  const untilDate = until ? new Date(`${until}T23:59:59`) : null;
  const problems: Partial<Record<'decision' | 'ground' | 'reason' | 'until', string>> = {};
  if (decision === '') problems.decision = intl.formatMessage({ id: 'staff.queues.decisionRequired' });
  if (needsGround && ground === '')
    problems.ground = intl.formatMessage({ id: 'staff.queues.groundRequired' });
  if (reason.trim().length < MIN_REASON)
    problems.reason = intl.formatMessage({ id: 'staff.reason.required' }, { min: MIN_REASON });
  if (decision === 'suspend' && (!untilDate || untilDate.getTime() <= (checkedAt ?? 0)))
    problems.until = intl.formatMessage({ id: 'staff.queues.untilRequired' });
  const errors = checkedAt === null ? {} : problems;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    setCheckedAt(now);
    const past = decision === 'suspend' && (!untilDate || untilDate.getTime() <= now);
    if (Object.keys(problems).length > 0 || past || decision === '') return;
    setConfirming({
      decision,
      reason: reason.trim(),
      ...(needsGround && ground !== '' ? { ground } : {}),
      ...(decision === 'suspend' && untilDate ? { until: untilDate.toISOString() } : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'staff.queues.decideLabel' })}
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], maxWidth: 560 })}
    >
      {decide.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(decide.error)}
        </Alert>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'staff.queues.decision' })}
        required
        placeholder
        error={errors.decision}
        value={decision}
        options={decisions.map((value) => ({ value, label: decisionName(intl, value) }))}
        onChange={(event) => setDecision(event.target.value as DecisionKind | '')}
      />
      {needsGround && (
        <SelectField
          label={intl.formatMessage({ id: 'staff.queues.ground' })}
          required
          placeholder
          error={errors.ground}
          value={ground}
          options={DECISION_GROUNDS.map((value) => ({ value, label: groundName(intl, value) }))}
          onChange={(event) => setGround(event.target.value as DecisionGround | '')}
        />
      )}
      {decision === 'suspend' && (
        <TextField
          label={intl.formatMessage({ id: 'staff.queues.until' })}
          type="date"
          required
          error={errors.until}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
      )}
      <TextField
        multiline
        rows={3}
        label={intl.formatMessage({ id: answersSender ? 'staff.queues.answer' : 'staff.queues.reason' })}
        hint={intl.formatMessage({
          id: answersSender
            ? 'staff.queues.answerHint'
            : sendsStatement
              ? 'staff.queues.reasonHintMember'
              : 'staff.queues.reasonHint',
        })}
        required
        maxLength={2000}
        error={errors.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {sendsStatement && (
        <StatementPreview decision={decision} ground={ground === '' ? null : ground} reason={reason} />
      )}
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {intl.formatMessage({ id: 'staff.queues.decide' })}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(
          { id: 'staff.queues.confirmTitle' },
          { decision: confirming ? decisionName(intl, confirming.decision) : '' },
        )}
        confirmLabel={intl.formatMessage({ id: 'staff.queues.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'staff.action.cancel' })}
        danger={confirming?.decision === 'ban' || confirming?.decision === 'suspend'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) decide.mutate(confirming);
          setConfirming(null);
        }}
      >
        {confirming && member && confirming.decision !== 'dismiss' && (
          <p css={{ fontWeight: 600 }}>
            {intl.formatMessage({ id: 'staff.queues.confirmMember' }, { name: member.name, id: member.id })}
          </p>
        )}
        {confirming && <p css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{confirming.reason}</p>}
      </ConfirmDialog>
    </form>
  );
}

/**
 * What the member will read: the decision, its ground and the facts, and that they may appeal it once; an
 * appeal's outcome (uphold, reverse) is final, as the server's statement says.
 */
function StatementPreview({
  decision,
  ground,
  reason,
}: {
  decision: DecisionKind;
  ground: DecisionGround | null;
  reason: string;
}) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'staff.queues.preview' })}
      css={(theme: Theme) => ({
        border: `1px dashed ${theme.colors.borderStrong}`,
        borderRadius: theme.radii.md,
        padding: theme.space[3],
        background: theme.colors.surfaceMuted,
      })}
    >
      <h4 css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.queues.preview' })}</h4>
      <p>
        {intl.formatMessage(
          { id: 'staff.queues.previewDecision' },
          { decision: decisionName(intl, decision) },
        )}
      </p>
      {ground && (
        <p>
          {intl.formatMessage({ id: 'staff.queues.previewGround' }, { ground: groundName(intl, ground) })}
        </p>
      )}
      <p css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {reason.trim() || intl.formatMessage({ id: 'staff.queues.previewNoReason' })}
      </p>
      <p css={{ marginBottom: 0 }}>
        {intl.formatMessage({
          id:
            decision === 'uphold' || decision === 'reverse'
              ? 'staff.queues.previewFinal'
              : 'staff.queues.previewAppeal',
        })}
      </p>
    </section>
  );
}
