// @feature-public: other features import this module (docs/conventions.md, Layout).
// /complaints: a form that stores a complaint (POST /api/complaints.php) and shows the reference number.
import type { Theme } from '@emotion/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  COMPLAINT_TOPICS,
  type ComplaintTopic,
  createIdempotencyKey,
  useBusState,
  useErrorMessage,
} from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import { PageFrame } from '../home/page-frame';
import { submitComplaint } from './submit-complaint';

const MIN_MESSAGE = 20;
const MAX_MESSAGE = 5000;

/**
 * shared's createIdempotencyKey uses crypto.randomUUID, which browsers offer only on https (and localhost);
 * on a plain-http test host the form must still work, so random bytes stand in there.
 */
function newIdempotencyKey(): string {
  try {
    return createIdempotencyKey();
  } catch {
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
  }
}

type Errors = Partial<Record<'name' | 'email' | 'topic' | 'message', string>>;

const TOPIC_LABELS: Record<ComplaintTopic, string> = {
  billing: 'shell.complaints.topicBilling',
  profile: 'shell.complaints.topicProfile',
  conduct: 'shell.complaints.topicConduct',
  privacy: 'shell.complaints.topicPrivacy',
  technical: 'shell.complaints.topicTechnical',
  other: 'shell.complaints.topicOther',
};

export function ComplaintsPage() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const user = useBusState('session.changed')?.user;
  const [name, setName] = useState(user?.profile.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [topic, setTopic] = useState<ComplaintTopic | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  // One key per form: a retried submit of the same complaint is stored once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const result = useRef<HTMLDivElement>(null);
  // After the commit that shows the confirmation: a frame callback could run before React has rendered it.
  useEffect(() => {
    if (reference) result.current?.focus();
  }, [reference]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!name.trim()) found.name = intl.formatMessage({ id: 'shell.complaints.nameRequired' });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      found.email = intl.formatMessage({ id: 'shell.complaints.emailInvalid' });
    if (!topic) found.topic = intl.formatMessage({ id: 'shell.complaints.topicRequired' });
    if (message.trim().length < MIN_MESSAGE) {
      found.message = intl.formatMessage({ id: 'shell.complaints.messageTooShort' }, { min: MIN_MESSAGE });
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !topic) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`complaint-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const ref = await submitComplaint(
        { name: name.trim(), email: email.trim(), topic, message: message.trim() },
        idempotencyKey,
      );
      setReference(ref);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (reference) {
    return (
      <PageFrame route="complaints" titleId="shell.pages.complaints">
        <div ref={result} tabIndex={-1} data-testid="complaint-sent">
          <Alert variant="success" role="status" title={<FormattedMessage id="shell.complaints.sentTitle" />}>
            <p>
              <FormattedMessage
                id="shell.complaints.sentText"
                values={{ reference: <strong key="reference">{reference}</strong>, email: email.trim() }}
              />
            </p>
          </Alert>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame route="complaints" titleId="shell.pages.complaints">
      <p>
        <FormattedMessage id="shell.complaints.intro" />
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], marginTop: theme.space[4] })}
      >
        {failure && <Alert variant="danger">{failure}</Alert>}
        <TextField
          id="complaint-name"
          label={intl.formatMessage({ id: 'shell.complaints.name' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          id="complaint-email"
          type="email"
          label={intl.formatMessage({ id: 'shell.complaints.email' })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="email"
          required
        />
        <SelectField
          id="complaint-topic"
          label={intl.formatMessage({ id: 'shell.complaints.topic' })}
          value={topic}
          onChange={(event) => setTopic(event.target.value as ComplaintTopic | '')}
          error={errors.topic}
          placeholder
          options={COMPLAINT_TOPICS.map((value) => ({
            value,
            label: intl.formatMessage({ id: TOPIC_LABELS[value] }),
          }))}
          required
        />
        <TextField
          id="complaint-message"
          multiline
          rows={7}
          label={intl.formatMessage({ id: 'shell.complaints.message' })}
          hint={intl.formatMessage({ id: 'shell.complaints.messageHint' }, { min: MIN_MESSAGE })}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={errors.message}
          maxLength={MAX_MESSAGE}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="shell.complaints.submit" />
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
