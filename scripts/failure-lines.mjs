// CI shows only the last lines of a run, under the summary. These pick out of a failed step's output the
// lines that name what failed (a journey, a test file, a type error), so the tail of the log says why.

// eslint-disable-next-line no-control-regex -- colour codes are control characters by definition
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Lines that name a failure, in the formats of the tools `npm test` runs. */
const FAILURE_PATTERNS = [
  /^\s*✘\s/, // Playwright list reporter: a failed try
  /^\s*(\[[\w-]+\] › )?tests\/\S+:\d+:\d+ › /, // Playwright's closing list of failed and flaky journeys
  /^\s*\d+ (failed|flaky)$/, // ... and its counts
  /^\s*Test timeout of \d+ms exceeded/, // ... and where each failed: a timeout,
  /^\s*\w*Error: /, // the error (its first line),
  /^\s*> \d+ \|/, // and the line of the test it stopped at
  /^\s*FAIL\s/, // jest, vitest
  /^\s*(not ok|✖)\s/, // node's test runner
  /error TS\d+:/, // tsc
  /^\s*\d+:\d+\s+error\s/, // eslint
  /^\[warn\] (?!Code style issues)/, // prettier --check: a file it would change
];

/** The lines of `output` that name failures: without colour codes, each once, at most `limit`, the last ones. */
export function failureLines(output, limit = 25) {
  const seen = new Set();
  const lines = [];
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.replace(ANSI, '').trimEnd();
    if (!FAILURE_PATTERNS.some((pattern) => pattern.test(line)) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    lines.push(line);
  }
  return lines.slice(-limit);
}

/** Keeps the last `maxChars` characters of what a step printed, for `failureLines` after it ends. */
export function outputTail(maxChars = 1_000_000) {
  let text = '';
  return {
    add(chunk) {
      text += chunk.toString();
      if (text.length > maxChars) text = text.slice(-maxChars);
    },
    text: () => text,
  };
}
