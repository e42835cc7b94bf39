import type { DeletionReason } from '@dating/shared';

export interface ReasonSolution {
  label: string;
  /** What might help instead, with a link to where it is done. */
  solution: string;
  action?: { label: string; href: string };
}

export const DELETION_REASON_TEXTS: Record<DeletionReason, ReasonSolution> = {
  found_partner: {
    label: 'signup.delete.reason-found-partner',
    solution: 'signup.delete.solution-found-partner',
    action: { label: 'signup.delete.action-settings', href: '/settings' },
  },
  no_matches: {
    label: 'signup.delete.reason-no-matches',
    solution: 'signup.delete.solution-no-matches',
    action: { label: 'signup.delete.action-match-finder', href: '/match-finder' },
  },
  too_expensive: {
    label: 'signup.delete.reason-too-expensive',
    solution: 'signup.delete.solution-too-expensive',
  },
  too_many_emails: {
    label: 'signup.delete.reason-too-many-emails',
    solution: 'signup.delete.solution-too-many-emails',
    action: { label: 'signup.delete.action-settings', href: '/settings' },
  },
  privacy: {
    label: 'signup.delete.reason-privacy',
    solution: 'signup.delete.solution-privacy',
    action: { label: 'signup.delete.action-settings', href: '/settings' },
  },
  taking_break: {
    label: 'signup.delete.reason-taking-break',
    solution: 'signup.delete.solution-taking-break',
    action: { label: 'signup.delete.action-settings', href: '/settings' },
  },
  other: {
    label: 'signup.delete.reason-other',
    solution: 'signup.delete.solution-other',
  },
};
