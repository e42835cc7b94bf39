// The page the server sends carries the answers to the GETs the site makes while it starts (settings, the
// session, the company facts), so a phone renders without first waiting a round trip per call. The server
// writes them (api/src/frontend/first-answers.ts); the API client takes each one once, in place of the call.

/** The id of the page's `<script type="application/json">` that holds them. */
export const FIRST_ANSWERS_ELEMENT_ID = 'api-first-answers';

/** One answer as the API gave it: its status and JSON body (an error body for 4xx). */
export interface FirstAnswer {
  status: number;
  body: unknown;
}

/** By the URL the client asks for: the path and query exactly as the API client builds them. */
export type FirstAnswers = Record<string, FirstAnswer>;
