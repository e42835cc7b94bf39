// Turns the counts into the report: the variants in the order of the assignment in force (its first one is
// the control, as for a split's guard), each step's conversions, and the z-test of every variant against
// the control.
import {
  FUNNEL_STEPS,
  type FunnelStepCounts,
  type FunnelStepFigure,
  type FunnelVariant,
} from '@dating/shared/contract';
import type { RemoteVariant } from '../../db/schema/index';
import { errorRate, type VersionErrors } from '../../frontend/remote-error-counts';
import type { FunnelCountRow } from './funnel-counts';
import { twoProportionTest } from './significance';

/** A version's client errors beside its funnel: none counted is zero views, not a missing row. */
function variantErrors(errors: readonly Pick<VersionErrors, 'entry' | 'views' | 'errors'>[], entry: string) {
  const found = errors.find((row) => row.entry === entry) ?? { views: 0, errors: 0 };
  return { views: found.views, errors: found.errors, rate: errorRate(found) };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

interface VariantTotals extends FunnelStepCounts {
  entry: string;
  revenueCents: number;
}

function emptyTotals(entry: string): VariantTotals {
  return {
    entry,
    visits: 0,
    signupStarted: 0,
    signupCompleted: 0,
    activated: 0,
    firstPayment: 0,
    revenueCents: 0,
  };
}

/** The source rows added up per entry: the assigned variants first, in their order, then any others by visits. */
export function variantTotals(
  rows: readonly FunnelCountRow[],
  assigned: readonly RemoteVariant[],
): VariantTotals[] {
  const totals = new Map<string, VariantTotals>(
    assigned.map((variant) => [variant.entry, emptyTotals(variant.entry)]),
  );
  for (const row of rows) {
    const total = totals.get(row.entry) ?? emptyTotals(row.entry);
    for (const step of FUNNEL_STEPS) total[step] += row[step];
    total.revenueCents += row.revenueCents;
    totals.set(row.entry, total);
  }
  const assignedEntries = new Set(assigned.map((variant) => variant.entry));
  const others = [...totals.values()]
    .filter((total) => !assignedEntries.has(total.entry))
    .sort((a, b) => b.visits - a.visits || a.entry.localeCompare(b.entry));
  return [...assigned.map((variant) => totals.get(variant.entry) ?? emptyTotals(variant.entry)), ...others];
}

export function funnelVariants(
  rows: readonly FunnelCountRow[],
  assigned: readonly RemoteVariant[],
  errors: readonly Pick<VersionErrors, 'entry' | 'views' | 'errors'>[] = [],
): FunnelVariant[] {
  const totals = variantTotals(rows, assigned);
  const control = totals[0];
  return totals.map((total) => {
    const isControl = total === control;
    const steps = FUNNEL_STEPS.map((step, index): FunnelStepFigure => {
      const previous = index > 0 ? FUNNEL_STEPS[index - 1] : undefined;
      return {
        step,
        count: total[step],
        fromPrevious: previous ? ratio(total[step], total[previous]) : null,
        fromVisits: ratio(total[step], total.visits),
        significance:
          isControl || !control || step === 'visits'
            ? null
            : twoProportionTest(
                { successes: total[step], trials: total.visits },
                { successes: control[step], trials: control.visits },
              ),
      };
    });
    return {
      entry: total.entry,
      control: isControl,
      weight: assigned.find((variant) => variant.entry === total.entry)?.weight ?? null,
      steps,
      revenueCents: total.revenueCents,
      errors: variantErrors(errors, total.entry),
    };
  });
}
