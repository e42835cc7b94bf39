// The actions row of a signup step: skip on the left (when the step is optional), submit on the right.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared';

export interface StepActionsProps {
  busy: boolean;
  /** Without it the step cannot be skipped; an empty cell keeps the submit button on the right. */
  onSkip?: () => void;
  submitDisabled?: boolean;
  /** Default: "Next". */
  submitLabel?: ReactNode;
}

export function StepActions({ busy, onSkip, submitDisabled = false, submitLabel }: StepActionsProps) {
  const intl = useIntl();
  return (
    <>
      {onSkip ? (
        <Button type="button" variant="ghost" onClick={onSkip}>
          {intl.formatMessage({ id: 'signup.steps.skip' })}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" loading={busy} disabled={busy || submitDisabled}>
        {submitLabel ?? intl.formatMessage({ id: 'signup.steps.next' })}
      </Button>
    </>
  );
}
