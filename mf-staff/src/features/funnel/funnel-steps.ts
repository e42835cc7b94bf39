// mf-staff's typed copies of the funnel contract's values (browser code takes only types from the contract):
// each fails to compile when it drifts from the contract.
import type { FunnelStep } from '@dating/shared/contract';
import type { useIntl } from 'react-intl';

export const FUNNEL_STEPS = [
  'visits',
  'signupStarted',
  'signupCompleted',
  'activated',
  'firstPayment',
] as const satisfies readonly FunnelStep[];
// Every step of the contract is listed.
const _complete: [FunnelStep] extends [(typeof FUNNEL_STEPS)[number]] ? true : never = true;
void _complete;

/** The remotes a visitor passes on the way to signing up and paying (the back office is none of them). */
export const FUNNEL_REMOTES = ['mf-landers', 'mf-signup', 'mf-members', 'mf-payments', 'mf-chat'] as const;

export const DIRECT_SOURCE = 'direct';

export function stepName(intl: ReturnType<typeof useIntl>, step: FunnelStep): string {
  switch (step) {
    case 'visits':
      return intl.formatMessage({ id: 'staff.funnel.stepVisits' });
    case 'signupStarted':
      return intl.formatMessage({ id: 'staff.funnel.stepSignupStarted' });
    case 'signupCompleted':
      return intl.formatMessage({ id: 'staff.funnel.stepSignupCompleted' });
    case 'activated':
      return intl.formatMessage({ id: 'staff.funnel.stepActivated' });
    case 'firstPayment':
      return intl.formatMessage({ id: 'staff.funnel.stepFirstPayment' });
  }
}

/** Variants are named by letter in the order of the split (A is the control), with their entry beside. */
export const variantLetter = (index: number) => String.fromCharCode(65 + (index % 26));
