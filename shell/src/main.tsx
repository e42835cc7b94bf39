// The shell's entry. Federation's async start-up has already loaded the shared singletons' files here. Their
// modules and the shell's own are evaluated in steps, with the main thread given back between them
// (yield-to-main.ts): evaluated together they were one long task on a phone. "eager": no extra request.
import { yieldToMain } from './app/yield-to-main';

async function start() {
  // When the shell began, beside the page's paints (start-after-paint.js runs this after the first one).
  performance.mark('shell-start');
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // @dating/shared and the libraries it is built on (react-intl, emotion, rxjs): about half of what the
  // shell's own modules evaluate, in a task of its own.
  await import(/* webpackMode: "eager" */ '@dating/shared');
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start-shell');
  await startShell();
}

void start();
