// jsdom lacks the Fetch API (Response, Request, Headers, fetch) and a few other globals that every browser has;
// lend them from Node so code under test and tests can build real Response objects.
import { TestEnvironment } from 'jest-environment-jsdom';

const LENT_FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
];

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT_FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}
