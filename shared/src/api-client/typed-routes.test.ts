// The route map types every call (shared/src/contract/api-routes.ts). The `@ts-expect-error` lines are the
// test: `npm test`'s tsc step fails if one of them compiles, that is, if the client lets a path go with the
// wrong answer or body type, or accepts a path the map does not know.
import type { Likes, User } from '../contract';
import { createApiClient } from './create-api-client';

const answering = (body: unknown) =>
  createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  });

describe('the typed route map', () => {
  it("gives each path its own answer's type", async () => {
    const likes: Likes = await answering({ profiles: [], liked_by: [] }).get('/api/likes.php');
    expect(likes).toEqual({ profiles: [], liked_by: [] });

    // @ts-expect-error likes.php answers Likes, not a User
    const wrong: User = await answering({ profiles: [], liked_by: [] }).get('/api/likes.php');
    expect(wrong).toBeDefined();
  });

  it('refuses paths and methods the map does not have', async () => {
    const client = answering({ ok: true });
    // @ts-expect-error no such route
    await expect(client.get('/api/nowhere.php')).resolves.toEqual({ ok: true });
    // @ts-expect-error likes.php is read with GET only
    await expect(client.post('/api/likes.php')).resolves.toEqual({ ok: true });
  });

  it("takes each route's own body, and none where the route takes none", async () => {
    const client = answering({ ok: true });
    await expect(client.post('/api/like.php', { profile_id: 5 })).resolves.toEqual({ ok: true });
    await expect(client.post('/api/logout.php')).resolves.toEqual({ ok: true });
    // @ts-expect-error like.php takes a profile_id, not a member id
    await expect(client.post('/api/like.php', { member: 5 })).resolves.toEqual({ ok: true });
    // @ts-expect-error like.php needs its body
    await expect(client.post('/api/like.php')).resolves.toEqual({ ok: true });
  });
});
