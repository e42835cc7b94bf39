// The statements of reasons themselves: what was decided, on which ground, the moderator's explanation, and
// the appeal, which a moderator who did not take the decision reviews.
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, Alert, Button, useErrorMessage } from '@dating/shared';
import type { APPEAL_MIN_LENGTH, DecisionGround, MemberDecision } from '@dating/shared/contract';
import { Modal } from '@dating/shared/dialog';
import { TextField } from '@dating/shared/forms';

const TITLE_IDS: Partial<Record<MemberDecision['kind'], string>> = {
  reject: 'shell.decision.kind.reject',
  warn: 'shell.decision.kind.warn',
  suspend: 'shell.decision.kind.suspend',
  ban: 'shell.decision.kind.ban',
  uphold: 'shell.decision.kind.uphold',
  reverse: 'shell.decision.kind.reverse',
};

const GROUND_IDS: Record<DecisionGround, string> = {
  fake_profile: 'shell.decision.ground.fake_profile',
  harassment: 'shell.decision.ground.harassment',
  spam: 'shell.decision.ground.spam',
  nudity: 'shell.decision.ground.nudity',
  underage: 'shell.decision.ground.underage',
  scam: 'shell.decision.ground.scam',
  illegal_content: 'shell.decision.ground.illegal_content',
  other_terms: 'shell.decision.ground.other_terms',
};

// A typed copy of the contract's value (its module carries zod): it fails to compile when the two differ.
const MIN_APPEAL_LENGTH = 10 satisfies typeof APPEAL_MIN_LENGTH;

function Statement({ decision }: { decision: MemberDecision }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [appealing, setAppealing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `decision-${decision.id}`;

  const send = async () => {
    if (text.trim().length < MIN_APPEAL_LENGTH) {
      setProblem(intl.formatMessage({ id: 'shell.decision.appealTooShort' }, { min: MIN_APPEAL_LENGTH }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api.request('POST', '/api/decision-appeal.php', { decisionId: decision.id, text: text.trim() });
      setSent(true);
      setAppealing(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby={headingId} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <h3 id={headingId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {intl.formatMessage(
          { id: TITLE_IDS[decision.kind] ?? 'shell.decision.kind.other' },
          { until: decision.until ? intl.formatDate(decision.until, { dateStyle: 'long' }) : '' },
        )}
      </h3>
      <p css={{ margin: 0 }}>
        {intl.formatMessage(
          { id: 'shell.decision.decidedOn' },
          { date: intl.formatDate(decision.decidedAt, { dateStyle: 'long' }) },
        )}
        {decision.ground &&
          ` · ${intl.formatMessage({ id: 'shell.decision.ground' }, { ground: intl.formatMessage({ id: GROUND_IDS[decision.ground] }) })}`}
      </p>
      <blockquote
        css={(theme: Theme) => ({
          margin: 0,
          paddingLeft: theme.space[3],
          borderLeft: `3px solid ${theme.colors.border}`,
        })}
      >
        {decision.reason}
      </blockquote>
      {sent && <Alert variant="success">{intl.formatMessage({ id: 'shell.decision.appealSent' })}</Alert>}
      {decision.appealable && !sent && !appealing && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAppealing(true)}>
            {intl.formatMessage({ id: 'shell.decision.appeal' })}
          </Button>
        </div>
      )}
      {appealing && (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <TextField
            multiline
            rows={4}
            maxLength={5000}
            label={intl.formatMessage({ id: 'shell.decision.appealLabel' })}
            hint={intl.formatMessage({ id: 'shell.decision.appealHint' }, { min: MIN_APPEAL_LENGTH })}
            error={problem ?? undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button size="sm" loading={busy} onClick={() => void send()}>
              {intl.formatMessage({ id: 'shell.decision.appealSend' })}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

export function DecisionDialog({ decisions, onClose }: { decisions: MemberDecision[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.decision.title' }, { count: decisions.length })}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'shell.decision.close' })}
        </Button>
      }
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
        {decisions.map((decision) => (
          <Statement key={decision.id} decision={decision} />
        ))}
      </div>
    </Modal>
  );
}
