// The two-proportion z-test the funnel states for each step: is a variant's conversion different from the
// control's by more than chance? Pooled standard error, two-sided p-value.
import { errorFunction } from 'simple-statistics';
import { FUNNEL_CONFIDENCE, type FunnelSignificance } from '@dating/shared/contract';

export interface Proportion {
  successes: number;
  trials: number;
}

/** P(Z <= z) for the standard normal distribution. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/**
 * The variant against the control, or null where the test says nothing: no trials on one side, or both
 * all successes or all failures (no variance to compare against).
 */
export function twoProportionTest(variant: Proportion, control: Proportion): FunnelSignificance | null {
  if (variant.trials === 0 || control.trials === 0) return null;
  const pooled = (variant.successes + control.successes) / (variant.trials + control.trials);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / variant.trials + 1 / control.trials));
  if (standardError === 0) return null;
  const difference = variant.successes / variant.trials - control.successes / control.trials;
  const z = difference / standardError;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  const confidence = 1 - pValue;
  return {
    z,
    pValue,
    confidence,
    significant: confidence >= FUNNEL_CONFIDENCE,
    better: difference > 0,
  };
}
