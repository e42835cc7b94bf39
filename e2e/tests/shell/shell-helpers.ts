// Helpers of the shell journeys. The browser talks to the real server; where a rule depends on a state the
// demo data does not have (100 unread messages, 0 credits on a paid account), the real answer of that call is
// fetched and only the fields the rule reads are changed on its way to the page.
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-2024';
/** A free member who signed up just now: 0 credits, the time bonus, a photo, unread chats. */
export const FREE_MEMBER = 'demo@flirtlocal.test';
/** A paid member with 250 credits. */
export const PAID_MEMBER = 'premium@flirtlocal.test';

/**
 * Logs the browser context in the way the login form does (the cookie lands on the site's domain); `origin`
 * picks another demo site than the first (`http://herzenssache.test:<port>`).
 */
export async function logIn(page: Page, email: string = FREE_MEMBER, origin = ''): Promise<void> {
  await page.goto(`${origin}/api/settings.php`);
  const status = await page.evaluate(
    async ([address, password]) => {
      const response = await fetch('/api/user.php', {
        method: 'POST',
        headers: { 'X-Requested-With': 'dating-web', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, password }),
      });
      return response.status;
    },
    [email, DEMO_PASSWORD] as const,
  );
  if (status !== 200) throw new Error(`Login of ${email} failed with ${status}`);
}

export { answerWith, patchJson } from '../../support/patch-json';

/** Publishes an event on the page's bus, as a remote would. */
export async function publish(page: Page, type: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ([eventType, eventPayload]) => {
      const bus = (globalThis as Record<symbol, { publish(t: string, p: unknown): void }>)[
        Symbol.for('@dating/shared/bus')
      ];
      if (!bus) throw new Error('No bus on the page');
      bus.publish(eventType as string, eventPayload);
    },
    [type, payload] as const,
  );
}

/** Makes `(display-mode: standalone)` match, as it does when the site runs as an installed app. */
export async function pretendInstalledApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!query.includes('display-mode: standalone')) return original(query);
      const noop = () => {};
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: noop,
        removeEventListener: noop,
        addListener: noop,
        removeListener: noop,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
}

/** Records the like modal's bus events (close, imagePressed, buttonPressed) in `window.__likeModalEvents`. */
export async function recordLikeModalEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { __likeModalEvents: unknown[] }).__likeModalEvents = events;
    // The shell publishes them on the page bus, kept under a global symbol: subscribe the moment it is
    // created (a setter, not polling, so tests that fake the clock still record them).
    type Bus = { on(type: string): { subscribe(next: (payload: unknown) => void): unknown } };
    let bus: Bus | undefined;
    Object.defineProperty(globalThis, Symbol.for('@dating/shared/bus'), {
      configurable: true,
      get: () => bus,
      set: (created: Bus) => {
        bus = created;
        created.on('like-modal.action').subscribe((payload) => events.push(payload));
      },
    });
  });
}

export async function likeModalEvents(page: Page): Promise<{ action: string; profileId: number | null }[]> {
  return page.evaluate(() => (window as unknown as { __likeModalEvents: never[] }).__likeModalEvents);
}
