// @feature-public: other features import this module (docs/conventions.md, Layout).
import { getBus } from '@dating/shared';
import type { LanderSource } from './lander-source';

/**
 * Opens the signup flow over the lander (the shell answers `signup.open`, keeping the landing URL's
 * tracking query), aimed at the member the visitor picked, if any.
 */
export function startSignup(source: LanderSource, profileId?: number): void {
  getBus().publish('signup.open', { source, ...(profileId ? { profileId } : {}) });
}
