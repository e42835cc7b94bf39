// The time bonus (spec sections 4 and 9): a logged-in, non-paying member whose signup was under 14400 s ago
// gets TIMEBONUS25 from `GET /api/discountcode.php`; a 1-second countdown runs from its expiry. It is
// cleared at zero, on logout, when the member pays, or when no signup date applies.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import {
  api,
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  useBusState,
  type User,
} from '@dating/shared';
import { secondsUntil } from './countdown';

export interface TimeBonus {
  percentage: number;
  remainingSeconds: number;
}

const TimeBonusContext = createContext<TimeBonus | null>(null);

export function isTimeBonusCandidate(user: User | null | undefined, now = Date.now()): user is User {
  if (!user || user.paid_user) return false;
  const signup = Date.parse(user.signup_date);
  return Number.isFinite(signup) && now - signup < TIME_BONUS_WINDOW_SECONDS * 1000;
}

function useTimeBonusExpiry(): number | null {
  const user = useBusState('session.changed')?.user;
  const candidate = isTimeBonusCandidate(user);
  const userId = candidate ? user.id : null;
  // Remembered with the user it belongs to, so another login never sees the previous member's bonus.
  const [loaded, setLoaded] = useState<{ userId: number; expiresAt: number } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    api
      .get('/api/discountcode.php')
      .then((code) => {
        const expires = code.expires ? Date.parse(code.expires) : Number.NaN;
        if (current && code.code === TIME_BONUS_CODE && !code.expired && Number.isFinite(expires)) {
          setLoaded({ userId, expiresAt: expires });
        }
      })
      // No bonus (404), or it could not be loaded: the member simply sees none.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [userId]);

  return loaded && loaded.userId === userId ? loaded.expiresAt : null;
}

export function TimeBonusProvider({ children }: { children: ReactNode }) {
  const expiresAt = useTimeBonusExpiry();
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => setRemaining(secondsUntil(expiresAt, Date.now()));
    tick();
    const timer = setInterval(() => {
      tick();
      // At zero the timer stops for good.
      if (secondsUntil(expiresAt, Date.now()) <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const bonus =
    expiresAt !== null && remaining > 0
      ? { percentage: TIME_BONUS_PERCENTAGE, remainingSeconds: remaining }
      : null;
  return <TimeBonusContext.Provider value={bonus}>{children}</TimeBonusContext.Provider>;
}

/** The running time bonus, or null when there is none (or it ran out). */
export function useTimeBonus(): TimeBonus | null {
  return useContext(TimeBonusContext);
}
