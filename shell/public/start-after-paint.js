// The page's only script tag (build-config/webpack/start-after-paint-plugin.mjs). On a page the server drew
// (`[data-server-rendered]`) it starts the shell's main.js once the browser has painted that page, so a phone
// shows it before it spends 100-200 ms starting the federation runtime and hydrating: at the second animation
// frame, the first that comes after a painted one, or at most 250 ms where frames do not come (a tab opened
// in the background). The preloads of main.js and of the page's other scripts wait with it, held in
// `<template data-after-paint>`s (api/src/frontend/after-paint-preloads.ts): released together, they
// download in parallel as before, but no longer share a phone's bandwidth with the HTML and the lead photos
// the first paint needs. They go into the head a few a task (PRELOADS_PER_TASK), then main.js runs.
//
// A page whose lead photos the server marked urgent (fetchpriority="high": a lander's first photo, the
// search's first cards) is painted with them first, for up to LEAD_PHOTO_WAIT_MS: on a phone main.js's
// first task would otherwise hold back the paint of the largest thing on the screen. The page's links and
// forms work before main.js runs.
//
// A form only the page's script can send (`data-hold-until-started`: a login, whose fields go to the API and
// never into an address) that is sent before the script has taken the page over is held: its sending is
// stopped and offered again every HOLD_RETRY_MS, until the page's own handler takes it (React's prevents
// the browser's default) or HOLD_MS have passed. What was typed stays in the fields, which the handler reads.
(() => {
  const LEAD_PHOTO_WAIT_MS = 1500;
  const HOLD_RETRY_MS = 100;
  const HOLD_MS = 30000;
  const PRELOADS_PER_TASK = 3;
  const main = document.currentScript?.dataset.main;
  if (!main) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preloads = [];
    for (const template of document.querySelectorAll('template[data-after-paint]')) {
      preloads.push(...template.content.cloneNode(true).children);
      template.remove();
    }
    // A preload starts its request in the task that adds it: a page's dozen and more, added at once, were
    // one long task on the simulated phone. A few a task, and main.js once all of them are in, so what it
    // loads next is already on its way.
    const release = () => {
      document.head.append(...preloads.splice(0, PRELOADS_PER_TASK));
      if (preloads.length > 0) {
        setTimeout(release, 0);
        return;
      }
      const script = document.createElement('script');
      script.src = main;
      document.head.append(script);
    };
    release();
  };
  const holdEarlySubmits = () => {
    let held = null;
    let offering = null;
    const offerAgain = () => {
      const { form, submitter, until } = held;
      held = null;
      if (!form.isConnected || Date.now() > until) return;
      // A dispatched submit event is never sent by the browser itself: only a handler can act on it.
      const event =
        typeof SubmitEvent === 'function'
          ? new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter })
          : new Event('submit', { bubbles: true, cancelable: true });
      offering = { until };
      form.dispatchEvent(event);
      offering = null;
    };
    addEventListener('submit', (event) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (!form.hasAttribute('data-hold-until-started')) return;
      event.preventDefault();
      const again = held === null;
      held = {
        form,
        submitter: event.submitter ?? null,
        until: offering?.until ?? held?.until ?? Date.now() + HOLD_MS,
      };
      if (again) setTimeout(offerAgain, HOLD_RETRY_MS);
    });
  };
  // A page drawn in the browser (the signup, a member's pages) has nothing to paint first.
  if (!document.querySelector('[data-server-rendered]')) {
    start();
    return;
  }
  holdEarlySubmits();
  let painting = false;
  const startAfterPaint = () => {
    if (painting) return;
    painting = true;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  const loading = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  let waiting = loading.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) startAfterPaint();
  };
  for (const image of loading) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  if (waiting === 0) startAfterPaint();
  else setTimeout(startAfterPaint, LEAD_PHOTO_WAIT_MS);
  setTimeout(start, waiting === 0 ? 250 : LEAD_PHOTO_WAIT_MS + 250);
})();
