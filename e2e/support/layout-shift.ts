import type { Page } from '@playwright/test';

/** Sums the page's layout shifts not caused by input (Cumulative Layout Shift, as Lighthouse counts it). */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
