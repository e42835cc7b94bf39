// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { IntlShape } from 'react-intl';

/** An age in the largest whole unit: "3 days", "5 hours", "12 minutes". */
export function formatAge(intl: IntlShape, seconds: number): string {
  if (seconds >= 86_400)
    return intl.formatMessage({ id: 'staff.dashboard.ageDays' }, { count: Math.floor(seconds / 86_400) });
  if (seconds >= 3_600)
    return intl.formatMessage({ id: 'staff.dashboard.ageHours' }, { count: Math.floor(seconds / 3_600) });
  return intl.formatMessage({ id: 'staff.dashboard.ageMinutes' }, { count: Math.floor(seconds / 60) });
}
