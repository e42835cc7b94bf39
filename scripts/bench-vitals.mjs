#!/usr/bin/env node
// `npm run bench:vitals`: Lighthouse mobile (its default phone, simulated slow 4G and 4x CPU slowdown) on
// the built site, logged out, first visit: the pages of issue 15 and every lander of issue 19. Prints the
// median performance score of BENCH_VITALS_RUNS runs (3) with LCP, CLS, TBT and FCP per page, next to a
// yardstick in the same run: a static page of one heading and one paragraph, served from this process,
// which shows what this machine's load allows any page to score right now. Prints figures; not a test.
//
// `npm run bench:vitals -- /login /landers/gallery` measures only the given paths.
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);
const GOAL = { score: 95, cls: 0.05 };
const LANDERS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];

const YARDSTICK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Yardstick</title>
<meta name="description" content="A static page: what this machine lets any page score."></head>
<body><main><h1>Yardstick</h1><p>One heading and one paragraph, no script.</p></main></body></html>`;

function startYardstick() {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(YARDSTICK_HTML);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

async function pagePaths(baseUrl) {
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (asked.length > 0) return asked;
  const answer = await fetch(`${baseUrl}/api/lander-members.php?limit=1`);
  const memberId = answer.ok ? (await answer.json()).members?.[0]?.id : undefined;
  return [
    '/',
    '/members',
    ...(memberId ? [`/members/${memberId}`] : []),
    '/pages/terms',
    '/login',
    ...LANDERS.map((kind) => `/landers/${kind}`),
  ];
}

/** `BENCH_VITALS_LCP=1`: what the largest paint was and where its time went (Lighthouse's LCP phases). */
const SHOW_LCP = process.env.BENCH_VITALS_LCP === '1';

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

async function measure(port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
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
      console.log(`    ${url}: run ${run + 1} failed (${runtimeError?.code ?? 'no LCP'})`);
      continue;
    }
    runs.push({
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      lcpParts: lcpBreakdown(result.lhr),
    });
  }
  if (runs.length === 0) return null;
  // The run with the median score, so the vitals shown belong together.
  const score = median(runs.map((run) => run.score));
  return { ...runs.find((run) => run.score === score), scores: runs.map((run) => run.score) };
}

function print(label, figures) {
  if (!figures) {
    console.log(`  ${label.padEnd(34)} no run finished`);
    return;
  }
  const verdict = figures.score >= GOAL.score && figures.cls <= GOAL.cls ? 'meets' : 'BELOW';
  console.log(
    `  ${label.padEnd(34)} ${String(figures.score).padStart(3)} (${figures.scores.join('/')})` +
      `  LCP ${(figures.lcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}` +
      `  TBT ${Math.round(figures.tbt)} ms  FCP ${(figures.fcp / 1000).toFixed(2)} s  ${verdict}`,
  );
  if (SHOW_LCP) console.log(`      LCP: ${figures.lcpParts}`);
}

async function main() {
  const { baseUrl, stop } = await startBenchServer({ name: 'bench-vitals' });
  const yardstick = await startYardstick();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      `Lighthouse ${RUNS}x mobile per page, median score (each run's score), goal >= ${GOAL.score} and CLS <= ${GOAL.cls}; ${baseUrl}`,
    );
    print('yardstick (static page)', await measure(chrome.port, yardstick.url));
    for (const path of await pagePaths(baseUrl)) print(path, await measure(chrome.port, baseUrl + path));
  } finally {
    await chrome.kill();
    yardstick.server.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
