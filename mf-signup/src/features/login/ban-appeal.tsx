// A suspended or banned member cannot log in, so the appeal of the decision that keeps them out is made
// here, below its reason, with the e-mail and password the login was just sent with (they prove the account).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { APPEAL_MIN_LENGTH } from '@dating/shared/contract';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack } from '../page-frame/page-frame';
import { sendBanAppeal } from './send-ban-appeal';

// A typed copy of the contract's value (its module carries zod): it fails to compile when the two differ.
const MIN_APPEAL_LENGTH = 10 satisfies typeof APPEAL_MIN_LENGTH;

export function BanAppeal({
  decisionId,
  credentials,
}: {
  decisionId: number;
  credentials: { email: string; password: string };
}) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The button that opened the form is gone: the focus goes on to the text it asked for.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  const send = useMutation({
    mutationFn: () => sendBanAppeal({ ...credentials, decisionId, text: text.trim() }),
  });

  if (send.isSuccess) {
    return (
      <Alert variant="success" role="status">
        {intl.formatMessage({ id: 'signup.login.appealSent' })}
      </Alert>
    );
  }
  if (!open) {
    return (
      <div>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'signup.login.appeal' })}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = text.trim().length < MIN_APPEAL_LENGTH;
    setTooShort(short);
    if (!short) send.mutate();
  };
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit} css={formStack}>
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
        {intl.formatMessage({ id: 'signup.login.appeal' })}
      </h2>
      {send.isError ? <Alert variant="danger">{fromError(send.error)}</Alert> : null}
      <TextField
        multiline
        rows={4}
        maxLength={5000}
        ref={field}
        label={intl.formatMessage({ id: 'signup.login.appealLabel' })}
        hint={intl.formatMessage({ id: 'signup.login.appealHint' }, { min: MIN_APPEAL_LENGTH })}
        error={
          tooShort
            ? intl.formatMessage({ id: 'signup.login.appealTooShort' }, { min: MIN_APPEAL_LENGTH })
            : undefined
        }
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          {intl.formatMessage({ id: 'signup.login.appealSend' })}
        </Button>
      </div>
    </form>
  );
}
