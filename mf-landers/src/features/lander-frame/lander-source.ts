// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { RouteMatch } from '@dating/shared';

/** `lander:<kind>[:<slug>]` or `member-landing:<route>`: which page a signup started from. */
export type LanderSource = string;

export function landerSource(route: RouteMatch): LanderSource {
  const { kind, slug } = route.params;
  if (route.name === 'landers-tinderswipe') return 'lander:tinderswipe';
  if (route.name === 'landers-kind-slug') return slug ? `lander:${kind}:${slug}` : `lander:${kind}`;
  return `member-landing:${route.name.replace(/^members-id-/, '')}`;
}
