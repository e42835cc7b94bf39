// @feature-public: other features import this module (docs/conventions.md, Layout).
// One staff action on a member: a dialog with the action's own fields and the required reason, then a second
// step that says exactly what will happen and asks to confirm, then the server's answer. The dialog stays
// open on an error, with the fields as they were.
import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { initialFocusTarget, Modal } from '@dating/shared/dialog';
import { TextField } from '@dating/shared/forms';
import { MIN_REASON } from '../queues/decide-form';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

export interface ActionDialogProps<T> {
  open: boolean;
  title: string;
  /** The action's own fields (kind, until, amount) above the reason. */
  fields?: ReactNode;
  /** Checks the action's own fields; an error message stops the dialog before the confirm step. */
  validate?: () => string | null;
  /** Notes have no reason: their text is the note. */
  reasonLabel?: string;
  /** What confirming will do, in one sentence (shown in the confirm step). */
  summary: string;
  danger?: boolean;
  run: (reason: string) => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
}

export function ActionDialog<T>({
  open,
  title,
  fields,
  validate,
  reasonLabel,
  summary,
  danger = false,
  run,
  onDone,
  onClose,
}: ActionDialogProps<T>) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The confirm step starts on Back: the keyboard's Enter that pressed Continue, pressed again, must not
  // carry out a ban; Back returns to the first field, where the Modal put the focus when it opened.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current && formRef.current) initialFocusTarget(formRef.current)?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const action = useMutation({
    mutationFn: () => run(reason.trim()),
    onSuccess: (answer) => {
      close();
      onDone(answer);
    },
    onError: () => setConfirming(false),
  });

  function close() {
    setReason('');
    setReasonError(undefined);
    setFieldError(null);
    setConfirming(false);
    action.reset();
    onClose();
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    const own = validate?.() ?? null;
    setFieldError(own);
    const short = reason.trim().length < (reasonLabel ? 1 : MIN_REASON);
    setReasonError(
      short ? intl.formatMessage({ id: 'staff.reason.required' }, { min: MIN_REASON }) : undefined,
    );
    if (!own && !short) setConfirming(true);
  };

  const formId = `staff-action-${title.replace(/\W+/g, '-')}`;
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="md"
      fullScreenBelow="sm"
      footer={
        confirming ? (
          <>
            <Button key="back" ref={cancelRef} variant="ghost" onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'staff.action.back' })}
            </Button>
            <Button
              key="confirm"
              variant={danger ? 'danger' : 'primary'}
              onClick={() => action.mutate()}
              disabled={action.isPending}
            >
              {intl.formatMessage({ id: 'staff.action.confirm' })}
            </Button>
          </>
        ) : (
          <>
            <Button key="cancel" variant="ghost" onClick={close}>
              {intl.formatMessage({ id: 'staff.action.cancel' })}
            </Button>
            <Button key="continue" type="submit" form={formId}>
              {intl.formatMessage({ id: 'staff.action.continue' })}
            </Button>
          </>
        )
      }
    >
      {action.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(action.error)}
        </Alert>
      )}
      {confirming ? (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <p css={{ margin: 0, fontWeight: 600 }}>{summary}</p>
          <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'staff.action.reasonShown' }, { reason: reason.trim() })}
          </p>
        </div>
      ) : (
        <form
          ref={formRef}
          id={formId}
          noValidate
          onSubmit={next}
          css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
        >
          {fieldError && (
            <Alert variant="danger" role="alert">
              {fieldError}
            </Alert>
          )}
          {fields}
          <TextField
            multiline
            rows={3}
            label={reasonLabel ?? intl.formatMessage({ id: 'staff.action.reason' })}
            hint={reasonLabel ? undefined : intl.formatMessage({ id: 'staff.action.reasonHint' })}
            required
            maxLength={reasonLabel ? 4000 : 2000}
            error={reasonError}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      )}
    </Modal>
  );
}
