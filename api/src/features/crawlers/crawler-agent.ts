// @feature-public: other features import this module (docs/conventions.md, Layout).
// Known crawlers, link previewers and headless tools by their user agent (the `isbot` list, kept up to date
// by its maintainers): they run JavaScript often enough that the funnel's beacon alone does not keep them out.
import { isbot } from 'isbot';

/** True for a known crawler's user agent, and for a request without any (no browser sends none). */
export function isCrawlerAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}
