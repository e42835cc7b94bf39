// "Declare winner": a confirm step that says what changes (every new visitor of the site gets this variant),
// with the focus on Cancel, then the server's answer. The dialog stays open on an error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import type { FunnelWinnerAnswer } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { declareWinner } from './funnel-calls';

export interface WinnerChoice {
  site: { id: number; domain: string };
  remote: string;
  entry: string;
  letter: string;
}

export function WinnerDialog({
  choice,
  onClose,
  onDone,
}: {
  choice: WinnerChoice | null;
  onClose: () => void;
  onDone: (answer: FunnelWinnerAnswer) => void;
}) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const declare = useMutation({
    mutationFn: (chosen: WinnerChoice) =>
      declareWinner({ site: chosen.site.id, remote: chosen.remote, entry: chosen.entry }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'funnel'] });
      close();
      onDone(answer);
    },
  });

  function close() {
    declare.reset();
    onClose();
  }

  return (
    <Modal
      open={choice !== null}
      onClose={close}
      title={
        choice
          ? intl.formatMessage(
              { id: 'staff.funnel.winnerTitle' },
              { variant: choice.letter, entry: choice.entry },
            )
          : ''
      }
      size="md"
      fullScreenBelow="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={close}>
            {intl.formatMessage({ id: 'staff.action.cancel' })}
          </Button>
          <Button
            variant="danger"
            onClick={() => choice && declare.mutate(choice)}
            disabled={declare.isPending}
          >
            {intl.formatMessage({ id: 'staff.funnel.winnerConfirm' })}
          </Button>
        </>
      }
    >
      {declare.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(declare.error)}
        </Alert>
      )}
      {choice && (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            { id: 'staff.funnel.winnerSummary' },
            { entry: choice.entry, remote: choice.remote, site: choice.site.domain },
          )}
        </p>
      )}
    </Modal>
  );
}
