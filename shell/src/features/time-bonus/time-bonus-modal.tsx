// Spec section 2: the time-bonus modal. Shown 40000 ms after entering the members area to a logged-in member
// with 0 credits while the bonus runs, unless dismissed before; anyone may also open it over the bus.
// When it opens lives here; the dialog itself is a lazy chunk.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBusEvent, useBusState, useRoute } from '@dating/shared';
import { isIn, MEMBERS_AREA } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';
import { useTimeBonus } from './time-bonus-context';

export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
const TimeBonusDialog = lazy(() =>
  import('./time-bonus-dialog').then((m) => ({ default: m.TimeBonusDialog })),
);

/** True from 40 s after the member entered the members area until they leave it. */
function useMembersAreaDwell(inArea: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // Leaving the area resets the wait: entering again starts a new 40 s.
    const timer = inArea
      ? setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS)
      : setTimeout(() => setDue(false));
    return () => clearTimeout(timer);
  }, [inArea]);
  return inArea && due;
}

export function TimeBonusModal() {
  const bonus = useTimeBonus();
  const user = useBusState('session.changed')?.user ?? null;
  const inArea = isIn(MEMBERS_AREA, useRoute()?.name);
  const due = useMembersAreaDwell(Boolean(user) && inArea);
  const [dismissed, dismiss] = useDismissal('time-bonus-modal', user?.id ?? null);
  const [requested, setRequested] = useState(false);

  useBusEvent('modal.open', ({ modal }) => {
    if (modal === 'time-bonus') setRequested(true);
  });
  useBusEvent('modal.close', ({ modal }) => {
    if (modal === 'time-bonus') setRequested(false);
  });

  const automatic = due && inArea && user?.credits === 0 && !dismissed;
  const open = Boolean(bonus && user && (automatic || requested));
  if (!open || !bonus) return null;

  const close = () => {
    setRequested(false);
    dismiss();
  };

  return (
    <Suspense fallback={null}>
      <TimeBonusDialog bonus={bonus} close={close} />
    </Suspense>
  );
}
