// Counts the SQL statements one chat message costs through `POST /api/messages.php` on PostgreSQL
// (DATABASE_URL, a scratch database beside it): `node --import tsx bench/send-statements.ts`. Prints the
// statements of the second message of a premium member with credits to a member with no tab open, sent by
// conversation id (the first one, by profile id, opens the conversation): the case `bench:live` measures.
import './query-counter';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createMember, createSites, FIXTURE_PASSWORD } from '../src/testing/fixtures';
import { Browser, buildTestApp } from '../src/testing/test-app';

const seen: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  seen.push(typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '?'));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (the statements are counted through pg)');
async function main() {
  const closers: (() => Promise<void>)[] = [];
  const { app } = await buildTestApp({ after: (fn: () => Promise<void>) => void closers.push(fn) } as never, {
    rateLimitScale: 100,
  });
  try {
    const { flirt } = await createSites(app.db);
    const member = async (name: string) => {
      const email = `${name.toLowerCase()}@example.com`;
      const id = await createMember(app.db, { siteId: flirt.id, email, name, paidUser: true, credits: 1000 });
      const browser = new Browser(app, 'flirt.test');
      await browser.login(email, FIXTURE_PASSWORD);
      return { id, browser };
    };
    const anna = await member('Anna');
    const ben = await member('Ben');
    const send = async (to: { profile_id: number } | { conversation_id: number }) => {
      const response = await anna.browser.request({
        method: 'POST',
        url: '/api/messages.php',
        payload: { ...to, body: 'Hello Ben', client_message_id: randomUUID() },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      // The push dispatch runs after the answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (response.json() as { conversation_id: number }).conversation_id;
    };
    const conversationId = await send({ profile_id: ben.id });
    seen.length = 0;
    await send({ conversation_id: conversationId });
    for (const [i, text] of seen.entries())
      console.log(`${i + 1}. ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
    console.log(`${seen.length} statements for one message`);
  } finally {
    for (const close of closers) await close();
  }
}
void main();
