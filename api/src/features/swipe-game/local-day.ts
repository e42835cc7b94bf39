/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetMs(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** The instant the local midnight of `y-m-d` in the zone happens (DST-safe to the hour). */
function localMidnight(timeZone: string, year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMs(timeZone, new Date(guess));
  // A second pass settles days on which the offset changes between the guess and midnight.
  return new Date(guess - offsetMs(timeZone, new Date(first)));
}

/** Start and end of the calendar day that `now` falls on in the zone. */
export function localDay(timeZone: string, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + offsetMs(timeZone, now));
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: localMidnight(timeZone, y, m, d),
    end: localMidnight(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}
