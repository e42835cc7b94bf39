// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useCallback, useEffect, useState } from 'react';
import { dismiss, type DismissalKind, isDismissed, onDismissal } from './dismissal-store';

/**
 * Whether the user dismissed `kind` recently, and a function that dismisses it now (and remembers). Every
 * user of the same kind renders again on a dismissal, wherever it was made.
 */
export function useDismissal(kind: DismissalKind, userId: number | null): [boolean, () => void] {
  // Bumped on any dismissal so the stored value is read again.
  const [version, setVersion] = useState(0);
  useEffect(() => onDismissal(() => setVersion((v) => v + 1)), []);
  const dismissed = userId !== null && version >= 0 && isDismissed(kind, userId);
  const doDismiss = useCallback(() => {
    if (userId === null) return;
    dismiss(kind, userId);
  }, [kind, userId]);
  return [dismissed, doDismiss];
}
