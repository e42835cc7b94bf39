import { useEffect, useState } from 'react';

/** Whole seconds until `until` (an ISO time), counting down once a second; 0 once it has passed. */
export function useCountdown(until: string): number {
  const target = new Date(until).getTime();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
}
