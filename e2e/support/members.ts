// Helpers of the members journeys: members made through the real signup call (with the orientation a
// journey needs), test photos drawn by the browser itself, and a second browser context per member.
import { expect, type Browser, type Page } from '@playwright/test';

export const MEMBER_PASSWORD = 'members-journey-1';

let counter = 0;
/** An address nobody used yet, so journeys never collide with each other or with a previous run. */
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

export interface JourneyMember {
  id: number;
  name: string;
  email: string;
}

/** Signs up in the page (which stays logged in as that member) and answers who was created. */
export async function signUpMember(
  page: Page,
  options: {
    name: string;
    gender?: 'male' | 'female';
    sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
    /** The account's language, which the site is shown in once logged in. */
    language?: string;
  },
): Promise<JourneyMember> {
  if (page.url() === 'about:blank') await page.goto('/pages/terms');
  const email = uniqueEmail(options.name.toLowerCase());
  const result = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { id?: number } };
    },
    {
      email,
      name: options.name,
      password: MEMBER_PASSWORD,
      date_of_birth: '1991-03-09',
      gender: options.gender ?? 'female',
      sexuality: options.sexuality ?? 'hetero',
      language: options.language ?? 'en',
    },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { id: result.body.id as number, name: options.name, email };
}

/** A second member in a browser context of their own (own cookies), already on a page of the site. */
export async function memberInNewContext(
  browser: Browser,
  options: Parameters<typeof signUpMember>[1],
): Promise<{ page: Page; member: JourneyMember; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpMember(page, options);
  return { page, member, close: () => context.close() };
}

/** A JPEG the browser draws (a gradient with a circle), as a file a member would pick. */
export async function drawnPhoto(
  page: Page,
  name: string,
  hue: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 640, 800);
    gradient.addColorStop(0, `hsl(${h}, 70%, 60%)`);
    gradient.addColorStop(1, `hsl(${(h + 60) % 360}, 70%, 40%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 800);
    context.fillStyle = 'rgba(255, 255, 255, 0.8)';
    context.beginPath();
    context.arc(320, 360, 160, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
  }, hue);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
