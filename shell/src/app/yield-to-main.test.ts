import { yieldToMain } from './yield-to-main';

const withScheduler = globalThis as { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete withScheduler.scheduler;
  jest.useRealTimers();
});

test('uses the browser’s scheduler.yield where it has one', async () => {
  const yielded = jest.fn(() => Promise.resolve());
  withScheduler.scheduler = { yield: yielded };
  await yieldToMain();
  expect(yielded).toHaveBeenCalledTimes(1);
});

test('elsewhere resolves in a new task, not in the current one', async () => {
  jest.useFakeTimers();
  let resumed = false;
  const step = yieldToMain().then(() => {
    resumed = true;
  });
  // Microtasks of the current task run first: still not resumed.
  await Promise.resolve();
  await Promise.resolve();
  expect(resumed).toBe(false);
  jest.runOnlyPendingTimers();
  await step;
  expect(resumed).toBe(true);
});
