// The mail a split's guard sends each marketing staff member of the site when it rolls a split back: what
// happened and why, in the staff member's language (texts in features/staff/remotes/messages).
import type { Locale } from '@dating/shared/contract';
import { ALL_SITES } from '../db/schema/index';
import { serverMessage } from '../features/i18n/server-messages';
import { fill } from '../features/mail-delivery/render-mail';

/** What tripped the guard: the variant's and the control's figures (per 100 views or visitors). */
export interface GuardFiring {
  site: string;
  remote: string;
  entry: string;
  control: string;
  kind: 'errors' | 'conversion';
  variantValue: number;
  controlValue: number;
  /** The variant's views or visitors. */
  sample: number;
}

const WHY = {
  errors: 'api.staff.remoteGuard.why.errors',
  conversion: 'api.staff.remoteGuard.why.conversion',
} as const;

export function guardMail(
  staff: { name: string; locale: Locale },
  failing: GuardFiring,
  origin: string | null,
): { name: string; link: string; origin?: string; values: Record<string, string> } {
  const t = (id: string) => serverMessage(staff.locale, id);
  const percent = (value: number) =>
    new Intl.NumberFormat(staff.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const values = {
    remote: failing.remote,
    entry: failing.entry,
    control: failing.control,
    where: failing.site === ALL_SITES ? t('api.staff.remoteGuard.allSites') : failing.site,
  };
  const why = fill(t(WHY[failing.kind]), {
    ...values,
    variant: percent(failing.variantValue),
    controlValue: percent(failing.controlValue),
    sample: new Intl.NumberFormat(staff.locale).format(failing.sample),
  });
  return {
    name: staff.name,
    link: `${origin ?? ''}/staff/remotes`,
    ...(origin ? { origin } : {}),
    values: { ...values, why },
  };
}
