import { useCallback, useState } from 'react';
import { dismiss, type DismissalKind, isDismissed } from './dismissal-store';

/** Whether the user dismissed `kind` recently, and a function that dismisses it now (and remembers). */
export function useDismissal(kind: DismissalKind, userId: number | null): [boolean, () => void] {
  // Bumped on dismiss so the stored value is read again.
  const [version, setVersion] = useState(0);
  const dismissed = userId !== null && version >= 0 && isDismissed(kind, userId);
  const doDismiss = useCallback(() => {
    if (userId === null) return;
    dismiss(kind, userId);
    setVersion((v) => v + 1);
  }, [kind, userId]);
  return [dismissed, doDismiss];
}
