import { useMutation } from '@tanstack/react-query';
import { useAccountError } from '../account-errors/use-account-error';

/** Saves a signup step and moves on; when the save fails the member stays on the step and sees why. */
export function useStepSave(save: () => Promise<unknown>, onDone: () => void) {
  const { fromError } = useAccountError();
  const step = useMutation({ mutationFn: () => save(), onSuccess: () => onDone() });
  return {
    busy: step.isPending,
    failure: step.isError ? fromError(step.error) : null,
    submit: () => step.mutate(),
  };
}
