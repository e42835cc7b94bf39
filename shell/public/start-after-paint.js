// The page's only script tag (build-config/webpack/start-after-paint-plugin.mjs). It starts the shell's
// main.js once the browser has painted what the server wrote, so a phone shows the page before it spends
// 100-200 ms starting the federation runtime and hydrating. main.js is already downloading (a preload link
// in the head), so only its running waits: for the second animation frame, the first that comes after a
// painted one, or at most 250 ms where frames do not come (a tab opened in the background).
(() => {
  const main = document.currentScript?.dataset.main;
  if (!main) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = main;
    document.head.append(script);
  };
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 250);
})();
