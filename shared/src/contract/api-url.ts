// How the API client writes a call's URL, in one place: the server answers a page's first calls inside the
// page (api/src/frontend/first-answers.ts), and the client takes such an answer only for the very URL it
// would have asked for.

export type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** `path?key=value&...`, leaving out what is undefined or null; a list repeats its key. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const queryString = search.toString();
  if (!queryString) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}
