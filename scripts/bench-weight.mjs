#!/usr/bin/env node
// `npm run bench:weight`: what a first visit downloads before the page is usable, for /, /members and
// /chats (logged in): JavaScript in bytes on the wire, gzip-encoded, split into shell, federation runtime
// and remote code; the same scripts in brotli; and the longest chain of requests that had to wait for each
// other. Prints figures; it is not a test.
//
// Budget (issue 2): shell + the first remote at most 150 KB gzip; at most 2 serial requests per remote
// after the shell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';
import { ROOT } from './start.mjs';

const PAGES = [
  { path: '/', login: false },
  { path: '/members', login: false },
  { path: '/chats', login: true },
];
const DEMO_USER = { email: 'demo@flirtlocal.test', password: 'demo-password-2024' };
const BUDGET_KB = 150;
const SERIAL_BUDGET = 2;
const kb = (bytes) => (bytes / 1024).toFixed(1);
// `npm run bench:weight -- --files` also lists every script a page downloaded before it was usable.
const LIST_FILES = process.argv.includes('--files');

/** The share of the shell's main.js that is federation runtime, from its source map (an estimate). */
function federationShareOfShellEntry() {
  try {
    const map = JSON.parse(readFileSync(join(ROOT, 'shell/dist/main.js.map'), 'utf8'));
    let total = 0;
    let federation = 0;
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      total += size;
      if (/@module-federation|\.federation\//.test(source)) federation += size;
    });
    return total > 0 ? federation / total : 0;
  } catch {
    return 0;
  }
}

function classify(pathname) {
  const remote = /^\/mf\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  if (remote) return { part: remote[2] === 'remoteEntry.js' ? 'federation' : 'remote', remote: remote[1] };
  return { part: 'shell', remote: null };
}

/**
 * Longest chain of requests where each one was asked for only after the previous one had arrived, among the
 * chains that end with a request `isEnd` accepts. Both times are on the page's own clock, and files the page
 * asked for in one go count as asked for together (see `pageTimings`), so they are one step however the
 * browser then spreads them over its connections (it shows waiting, not why).
 */
function longestSerialChain(requests, isEnd = () => true) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best = sorted.map(() => ({ length: 1, previous: -1 }));
  sorted.forEach((request, i) => {
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= request.start && best[j].length + 1 > best[i].length) {
        best[i] = { length: best[j].length + 1, previous: j };
      }
    }
  });
  let index = -1;
  sorted.forEach((request, i) => {
    if (isEnd(request) && (index < 0 || best[i].length > best[index].length)) index = i;
  });
  const chain = [];
  for (; index >= 0; index = best[index].previous) chain.unshift(sorted[index]);
  return chain;
}

/**
 * Records which files the page asked for in one go: a mutation observer reports every script and link
 * element inserted since its last report at once, so the elements of one report were inserted by one run of
 * the page's code (webpack, the federation runtime, the shell's preloads). Timing alone cannot tell: on a
 * busy machine that run takes milliseconds, and the local server answers the first file before the last one
 * is asked for.
 */
// Runs in the page (page.addInitScript), like the callback of page.evaluate below.
/* global window, document, MutationObserver, HTMLScriptElement, HTMLLinkElement */
function recordInsertions() {
  const batches = new Map();
  Object.defineProperty(window, '__benchBatches', { value: batches });
  let batch = 0;
  new MutationObserver((mutations) => {
    batch += 1;
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        const url =
          node instanceof HTMLScriptElement ? node.src : node instanceof HTMLLinkElement ? node.href : '';
        if (url && !batches.has(url)) batches.set(url, batch);
      }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * When the page asked for each file and when it arrived (page clock, ms since navigation), by path. Files
 * asked for in one go all count as asked for when the first of them was.
 */
async function pageTimings(page) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => ({
        url: entry.name,
        batch: window.__benchBatches?.get(entry.name),
        start: entry.startTime,
        end: entry.responseEnd,
      }),
    ),
  );
  const batchStart = new Map();
  for (const { batch, start } of entries)
    if (batch !== undefined) batchStart.set(batch, Math.min(start, batchStart.get(batch) ?? Infinity));
  const byPath = new Map();
  for (const { url, batch, start, end } of entries) {
    const { pathname } = new URL(url);
    if (!byPath.has(pathname)) byPath.set(pathname, { start: batchStart.get(batch) ?? start, end });
  }
  return byPath;
}

async function measure(browser, baseUrl, { path, login }) {
  let storageState;
  if (login) {
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    await loginPage.goto(`${baseUrl}/pages/faq`);
    const status = await loginPage.evaluate(async (user) => {
      const response = await fetch('/api/user.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'dating-web' },
        body: JSON.stringify(user),
      });
      return response.status;
    }, DEMO_USER);
    if (status !== 200) throw new Error(`demo login failed (${status})`);
    storageState = await loginContext.storageState();
    await loginContext.close();
  }

  // A fresh context: nothing cached, as on a first visit.
  // The budget is in gzip: the browser asks for gzip only, and what it receives is counted as it came
  // over the wire (the server sends the build's precompressed `.gz`, build-config/webpack/precompress-plugins.mjs).
  const context = await browser.newContext({ storageState, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  await page.addInitScript(recordInsertions);
  const requests = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    const type = request.resourceType();
    if (!['script', 'fetch', 'xhr', 'document'].includes(type)) return;
    const response = await request.response();
    const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
    const { responseBodySize } = await request.sizes();
    requests.push({
      url: url.pathname,
      type,
      bytes: type === 'script' ? responseBodySize : 0,
      encoding,
    });
  });

  await page.goto(`${baseUrl}${path}`);
  const ready = path === '/' ? page.locator('#shell-page') : page.locator('[data-remote-root]:visible');
  await ready.first().waitFor({ state: 'visible', timeout: 30_000 });
  // Usable = the page shows its text, not just an empty frame.
  for (let waited = 0; (await ready.first().innerText()).trim() === '' && waited < 30_000; waited += 50) {
    await page.waitForTimeout(50);
  }
  const usableAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const timings = await pageTimings(page);
  await context.close();

  // A file without a Resource Timing entry cannot be placed in time: it counts as loaded before usable, so
  // the weight errs on the heavy side, and it takes no part in the chains.
  const untimed = requests.filter((request) => !timings.has(request.url)).map((request) => request.url);
  const beforeUsable = requests.flatMap((request) => {
    const timing = timings.get(request.url) ?? { start: 0, end: 0, untimed: true };
    return timing.start <= usableAt ? [{ ...request, ...timing }] : [];
  });
  return { path, usableMs: Math.round(usableAt), requests: beforeUsable, untimed };
}

/** The bytes the server sends for `pathname` to a browser that accepts brotli, as they come (not decoded). */
function brotliBytes(baseUrl, pathname) {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(pathname, baseUrl), { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

async function report({ path, usableMs, requests: all, untimed }, federationShare, baseUrl) {
  const requests = all.filter((request) => !request.untimed);
  const scripts = all.filter((request) => request.type === 'script');
  const sums = { shell: 0, federation: 0, remote: 0 };
  const remotes = new Set();
  for (const script of scripts) {
    const { part, remote } = classify(script.url);
    if (remote) remotes.add(remote);
    if (script.url === '/main.js') {
      sums.federation += script.bytes * federationShare;
      sums.shell += script.bytes * (1 - federationShare);
    } else sums[part] += script.bytes;
  }
  const total = sums.shell + sums.federation + sums.remote;
  const uncompressed = scripts.filter((script) => script.encoding !== 'gzip');
  let brotli = 0;
  for (const script of scripts) brotli += await brotliBytes(baseUrl, script.url);
  const chain = longestSerialChain(requests);
  // Per remote: the longest chain of its own files (manifest, entry, chunks) in which each one was only
  // requested after the previous one had arrived. Other requests are left out so that unrelated API
  // calls that happen to run at the same time do not count as waiting.
  const perRemote = {};
  for (const remote of remotes) {
    const own = requests.filter((request) => classify(request.url).remote === remote);
    const remoteChain = longestSerialChain(own);
    perRemote[remote] = { serial: remoteChain.length, chain: remoteChain };
  }
  const worstPerRemote = Math.max(0, ...Object.values(perRemote).map((entry) => entry.serial));

  console.log(`\n${path}  (usable after ${usableMs} ms; remotes: ${[...remotes].join(', ') || 'none'})`);
  console.log(`  JavaScript before usable, gzip: ${kb(total)} KB`);
  if (untimed.length > 0)
    console.log(`    (no timing for ${untimed.join(', ')}: counted in, left out of the chains)`);
  if (uncompressed.length > 0)
    console.log(
      `    (${uncompressed.length} of them came uncompressed: ${uncompressed.map((s) => s.url).join(', ')})`,
    );
  console.log(
    `    shell               ${kb(sums.shell).padStart(7)} KB   (main.js minus its federation runtime, shared libraries)`,
  );
  console.log(
    `    federation runtime  ${kb(sums.federation).padStart(7)} KB   (≈${Math.round(federationShare * 100)} % of main.js by source map, plus remoteEntry.js files)`,
  );
  console.log(`    remote code         ${kb(sums.remote).padStart(7)} KB`);
  console.log(
    `  budget shell + first remote <= ${BUDGET_KB} KB, federation runtime counted in: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`,
  );
  // The issue splits the figure three ways and budgets "shell plus first remote": read literally, that
  // leaves the runtime out. We count it in above; this line shows the other reading for whoever owns the budget.
  const withoutRuntime = sums.shell + sums.remote;
  console.log(
    `    (shell + remote code without the runtime: ${kb(withoutRuntime)} KB, ${withoutRuntime / 1024 <= BUDGET_KB ? 'within' : 'over'})`,
  );
  console.log(`  the same scripts in brotli (what browsers that accept it get): ${kb(brotli)} KB`);
  const printChain = (title, requests) => {
    console.log(`  ${title} (${requests.length} requests):`);
    for (const request of requests) {
      console.log(
        `    ${String(Math.round(request.end - requests[0].start)).padStart(6)} ms  ${request.url}`,
      );
    }
  };
  printChain('longest serial chain', chain);
  for (const [remote, { serial, chain: remoteChain }] of Object.entries(perRemote)) {
    printChain(`${remote}: its own files that waited for each other`, remoteChain);
    console.log(
      `  serial ${remote} requests after the shell: ${serial} (budget ${SERIAL_BUDGET}: ${serial <= SERIAL_BUDGET ? 'within' : 'OVER'})`,
    );
  }
  if (worstPerRemote > SERIAL_BUDGET)
    console.log('  -> a remote waited on itself more often than the budget allows');
  if (LIST_FILES) {
    console.log('  scripts, largest first (gzip):');
    for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${kb(script.bytes).padStart(7)} KB  ${script.url}`);
    }
  }
}

async function main() {
  const { baseUrl, stop } = await startBenchServer({ name: 'bench-weight' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const federationShare = federationShareOfShellEntry();
    console.log(`Weight of a first visit (no cache), ${baseUrl}; sizes are bytes on the wire.`);
    for (const target of PAGES)
      await report(await measure(browser, baseUrl, target), federationShare, baseUrl);
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
