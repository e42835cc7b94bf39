#!/usr/bin/env node
// `npm run bench:vitals`: Lighthouse mobile (its default phone, simulated slow 4G and 4x CPU slowdown) on
// the built site, logged out, first visit: the pages of issue 15, a member's landings and every lander of
// issue 19. Prints the
// median performance score of BENCH_VITALS_RUNS runs (3) with LCP, CLS, TBT and FCP per page, next to two
// yardsticks measured in the same run (vitals-yardstick/): a static page of one heading and one paragraph,
// what this machine's load allows any page to score right now, and a plain client-rendered React page of a
// lander's content (one bundle, no federation), which every public page must beat on LCP and TBT whatever
// the machine's load. Prints figures and the machine's load; not a test.
//
// `npm run bench:vitals -- /login /landers/gallery` measures only the given paths; BENCH_VITALS_LCP=1 and
// BENCH_VITALS_TASKS=1 print where a page's time went; BENCH_VITALS_AGAINST=<another checkout> measures each
// page on that checkout's build and this one in turns, for a before-and-after on a machine whose speed drifts.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './bench-server.mjs';
import { startYardsticks } from './vitals-yardstick/build-yardstick.mjs';

const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);
// Issue 33's targets for a public page on a quiet machine: score >= 95, CLS 0, LCP <= 1.8 s, TBT <= 100 ms.
const GOAL = { score: 95, cls: 0.001, lcp: 1800, tbt: 100 };
// Every lander as mf-landers declares it (src/routes.json): its fixed routes under /landers/ (the swipe deck)
// and the kinds of /landers/:kind. The contract's LANDER_COPY_KINDS names the same (shared's route test);
// plain node cannot import the contract's TypeScript, whose modules import each other without extensions.
const landerRoutes = JSON.parse(
  readFileSync(new URL('../mf-landers/src/routes.json', import.meta.url), 'utf8'),
);
const LANDER_PATHS = [
  ...landerRoutes.routes.map((route) => route.path).filter((path) => /^\/landers\/[a-z]+$/.test(path)),
  ...Object.keys(landerRoutes.landerKinds).map((kind) => `/landers/${kind}`),
];

async function pagePaths(baseUrl) {
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (asked.length > 0) return asked;
  const answer = await fetch(`${baseUrl}/api/lander-members.php?limit=1`);
  const memberId = answer.ok ? (await answer.json()).members?.[0]?.id : undefined;
  return [
    '/',
    '/members',
    ...(memberId ? [`/members/${memberId}`] : []),
    // The member landings (mf-landers, drawn on the server like the landers).
    ...(memberId
      ? ['landing', 'landing2', 'landing3', 'signup'].map((page) => `/members/${memberId}/${page}`)
      : []),
    '/pages/terms',
    '/login',
    ...LANDER_PATHS,
  ];
}

/** `BENCH_VITALS_LCP=1`: what the largest paint was and where its time went (Lighthouse's LCP phases). */
const SHOW_LCP = process.env.BENCH_VITALS_LCP === '1';
/** `BENCH_VITALS_TASKS=1`: the long tasks (simulated ms) and each script's main-thread time. */
const SHOW_TASKS = process.env.BENCH_VITALS_TASKS === '1';
/** `BENCH_VITALS_AGAINST=<another checkout, built>`: each page on that build and this one, in turns. */
const AGAINST = process.env.BENCH_VITALS_AGAINST;

const scriptName = (url) =>
  url.startsWith('http') ? new URL(url).pathname.split('/').slice(-2).join('/') : url;

function longTasks(lhr) {
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map(
    (task) => `${scriptName(task.url)} ${Math.round(task.duration)}`,
  );
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).map(
    (item) => `${scriptName(item.url)} ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`,
  );
  return `long tasks (ms): ${tasks.join(', ')}\n      scripting+compile (ms): ${scripts.join(', ')}`;
}

/**
 * The largest paint's element and its phases in the same (simulated) time as the LCP figure, as Lighthouse 12's
 * `largest-contentful-paint-element` audit printed them. Lighthouse 13 dropped that audit: the element now
 * comes from `lcp-breakdown-insight`, whose own phases are the unthrottled trace's, so the phases are
 * rebuilt from the `metrics` audit, which keeps Lighthouse 12's computation (TTFB, and when the LCP is an
 * image its request's start and end, scaled to the simulated LCP).
 */
function lcpBreakdown(lhr) {
  const { audits } = lhr;
  const insightItems = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const element = insightItems.find((item) => item.type === 'node')?.snippet ?? '?';
  const metrics = audits.metrics?.details?.items?.[0];
  if (!metrics?.largestContentfulPaint || metrics.timeToFirstByte === undefined)
    return `${element.slice(0, 100)}; ?`;
  const lcp = metrics.largestContentfulPaint;
  const ttfb = metrics.timeToFirstByte;
  // With simulated throttling (the default here) Lighthouse 13 still fills `lcpLoadDelay` and
  // `lcpLoadDuration` with the image request's start and end since navigation, not with durations
  // (core/computed/metrics/lcp-breakdown.js); other throttling methods give durations.
  const simulated = lhr.configSettings?.throttlingMethod === 'simulate';
  let loadStart = ttfb;
  let loadEnd = ttfb;
  if (metrics.lcpLoadDelay !== undefined && metrics.lcpLoadDuration !== undefined) {
    loadStart = simulated ? metrics.lcpLoadDelay : ttfb + metrics.lcpLoadDelay;
    loadEnd = simulated ? metrics.lcpLoadDuration : loadStart + metrics.lcpLoadDuration;
  }
  const phases = [
    ['TTFB', ttfb],
    ['Load Delay', loadStart - ttfb],
    ['Load Time', loadEnd - loadStart],
    ['Render Delay', lcp - loadEnd],
  ].map(([phase, timing]) => `${phase} ${Math.round(timing)} ms`);
  return `${element.slice(0, 100)}; ${phases.join(', ')}`;
}

// The lower middle value when a failed run leaves an even count: a score is not rounded up by a missing run.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run's figures, or null for a run Lighthouse could not finish (said on the console). */
async function runOnce(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (NO_LCP, a page that did not load) has no figures: say so and
  // leave it out of the median, rather than printing a score of 0 as if the page had earned it.
  if (runtimeError || audits['largest-contentful-paint']?.numericValue === undefined) {
    console.log(`    ${url}: a run failed (${runtimeError?.code ?? 'no LCP'})`);
    return null;
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    lcpParts: lcpBreakdown(result.lhr),
    tasks: SHOW_TASKS ? longTasks(result.lhr) : '',
  };
}

/** The run with the median score, so the vitals shown belong together; null when no run finished. */
function medianRun(runs) {
  if (runs.length === 0) return null;
  const score = median(runs.map((run) => run.score));
  return { ...runs.find((run) => run.score === score), scores: runs.map((run) => run.score) };
}

async function measure(port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await runOnce(port, url);
    if (figures) runs.push(figures);
  }
  return medianRun(runs);
}

/**
 * BENCH_VITALS_AGAINST: the page on the other checkout's build and on this one, in turns run by run (the
 * machine's speed drifts within minutes, so a before-and-after measured one after the other tells little),
 * printed as the median TBT and LCP of each side with every run's TBT, and in how many pairs this one was
 * lower.
 */
async function comparePage(port, path, otherUrl, thisUrl) {
  const pairs = [];
  for (let run = 0; run < RUNS; run++) {
    const [before, now] = [await runOnce(port, otherUrl + path), await runOnce(port, thisUrl + path)];
    if (before && now) pairs.push({ before, now });
  }
  const side = (runs) =>
    `TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms (${runs.map((run) => Math.round(run.tbt)).join('/')})` +
    `  LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s`;
  if (pairs.length === 0) return console.log(`  ${path.padEnd(34)} no pair of runs finished`);
  const lower = pairs.filter((pair) => pair.now.tbt < pair.before.tbt).length;
  console.log(`  ${path.padEnd(34)} other: ${side(pairs.map((pair) => pair.before))}`);
  console.log(
    `  ${''.padEnd(34)} this:  ${side(pairs.map((pair) => pair.now))}  lower TBT in ${lower} of ${pairs.length}`,
  );
}

function print(label, figures, reactYardstick) {
  if (!figures) {
    console.log(`  ${label.padEnd(34)} no run finished`);
    return;
  }
  const meets =
    figures.score >= GOAL.score &&
    figures.cls < GOAL.cls &&
    figures.lcp <= GOAL.lcp &&
    figures.tbt <= GOAL.tbt;
  // Whatever the machine's state: faster than a plain React page of the same content, measured in this run.
  const beats = reactYardstick
    ? figures.lcp < reactYardstick.lcp && figures.tbt <= reactYardstick.tbt
      ? '  faster than React yardstick'
      : '  SLOWER than React yardstick'
    : '';
  console.log(
    `  ${label.padEnd(34)} ${String(figures.score).padStart(3)} (${figures.scores.join('/')})` +
      `  LCP ${(figures.lcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}` +
      `  TBT ${Math.round(figures.tbt)} ms  FCP ${(figures.fcp / 1000).toFixed(2)} s  ${meets ? 'meets' : 'BELOW'}${beats}`,
  );
  if (SHOW_LCP) console.log(`      LCP: ${figures.lcpParts}`);
  if (SHOW_TASKS) console.log(`      ${figures.tasks}`);
}

async function startOtherBuild(checkout) {
  const other = await import(pathToFileURL(join(resolve(checkout), 'scripts/bench-server.mjs')).href);
  return other.startBenchServer({ name: 'bench-vitals-against' });
}

async function main() {
  const { baseUrl, stop } = await startBenchServer({ name: 'bench-vitals' });
  const against = AGAINST ? await startOtherBuild(AGAINST) : null;
  const yardsticks = await startYardsticks(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const [load1, load5] = loadavg();
    console.log(
      `Lighthouse ${RUNS}x mobile per page, median score (each run's score); goal >= ${GOAL.score}, CLS 0, ` +
        `LCP <= ${GOAL.lcp / 1000} s, TBT <= ${GOAL.tbt} ms; load ${load1.toFixed(2)}/${load5.toFixed(2)} on ` +
        `${cpus().length} cores; ${baseUrl}`,
    );
    print('yardstick (static page)', await measure(chrome.port, yardsticks.staticUrl));
    const react = await measure(chrome.port, yardsticks.reactUrl);
    print(`yardstick (React, ${Math.round(yardsticks.scriptBytes / 1024)} KB script)`, react);
    if (against) console.log(`other: the build of ${AGAINST}; this: this checkout's; ${RUNS} pairs a page`);
    for (const path of await pagePaths(baseUrl)) {
      if (against) await comparePage(chrome.port, path, against.baseUrl, baseUrl);
      else print(path, await measure(chrome.port, baseUrl + path), react);
    }
    console.log(`load after: ${loadavg()[0].toFixed(2)}`);
  } finally {
    await chrome.kill();
    yardsticks.server.close();
    against?.stop();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
