// Serves the API client's first GETs from the answers the server put into the page (contract/first-answers.ts).
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '../contract/first-answers';

/**
 * How long after the page started its answers may stand in for a call. They describe the moment the page
 * was sent: the start-up calls come well within this, a later call (a refresh, a page opened afterwards)
 * asks the server.
 */
export const FIRST_ANSWERS_FRESH_MS = 15_000;

function readFromPage(): FirstAnswers {
  try {
    return JSON.parse(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent || '{}') as FirstAnswers;
  } catch {
    return {};
  }
}

export interface FirstAnswerSource {
  read?: () => FirstAnswers;
  /** Milliseconds since the page started (performance.now()). */
  now?: () => number;
}

/**
 * A fetch that answers a GET from the page's first answers, each at most once and only while fresh, and
 * passes everything else to `fetch`. The answer goes through the client's usual handling of a response
 * (errors, retries, schemas), so a page cannot tell it from the network's. The API client always names the
 * method and gives the URL as a string.
 */
export function withFirstAnswers(fetch: typeof globalThis.fetch, source: FirstAnswerSource = {}) {
  const now = source.now ?? (() => performance.now());
  let answers: FirstAnswers | undefined;
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (init?.method === 'GET' && now() < FIRST_ANSWERS_FRESH_MS) {
      answers ??= (source.read ?? readFromPage)();
      const answer = answers[String(input)];
      if (answer && Object.hasOwn(answers, String(input))) {
        delete answers[String(input)];
        return Promise.resolve(new Response(JSON.stringify(answer.body) ?? null, { status: answer.status }));
      }
    }
    return fetch(input, init);
  };
}
