import { useState } from 'react';
import { useAccountError } from '../account-errors/use-account-error';

/** Saves a signup step and moves on; when the save fails the member stays on the step and sees why. */
export function useStepSave(save: () => Promise<unknown>, onDone: () => void) {
  const { fromError } = useAccountError();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await save();
      onDone();
    } catch (error) {
      setFailure(fromError(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}
