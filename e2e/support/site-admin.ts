// Site operations as staff do them (PUT /api/staff/sites/<domain>/signups, POST .../invite-codes, with the
// machine token), for journeys that need a site in another mode than the demo data has.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL } from './e2e-env';

type SignupMode = 'all' | 'with_trafficsource' | 'none' | 'closed';

/** A page of another demo site of the same server, by name: Chromium resolves *.test to it (CHROMIUM_ARGS). */
export function sitePageUrl(domain: string, path: string): string {
  const url = new URL(path, BASE_URL);
  url.hostname = domain;
  return url.toString();
}

const staffHeaders = { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-requested-with': 'dating-web' };

export async function setSignupMode(
  request: APIRequestContext,
  domain: string,
  signups: SignupMode,
): Promise<void> {
  const response = await request.put(new URL(`/api/staff/sites/${domain}/signups`, BASE_URL).toString(), {
    headers: staffHeaders,
    data: { signups },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function createInviteCode(request: APIRequestContext, domain: string): Promise<string> {
  const response = await request.post(
    new URL(`/api/staff/sites/${domain}/invite-codes`, BASE_URL).toString(),
    {
      headers: staffHeaders,
      data: { max_uses: 1 },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { code: string }).code;
}
