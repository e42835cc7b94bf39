/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { api, getBus, type BusPayload } from '@dating/shared';
import { LANDER_KINDS, type LanderKind } from './declared-kinds';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { publishSite, testMember } from '../lander-frame/test-fixtures';
import { LanderKindPage } from './lander-kind-page';

const members = [
  testMember(1, { online: true }),
  testMember(2),
  testMember(3),
  testMember(4, { fictional: true }),
];

function renderKind(kind: LanderKind, search = '', locale: 'en' | 'de' = 'en') {
  window.history.pushState(null, '', `/landers/${kind}/spring${search}`);
  return renderWithQuery(
    <LanderKindPage route={{ name: 'landers-kind-slug', params: { kind, slug: 'spring' } }} />,
    { locale },
  );
}

function signupOpened(): BusPayload<'signup.open'>[] {
  const opened: BusPayload<'signup.open'>[] = [];
  getBus()
    .on('signup.open')
    .subscribe((payload) => opened.push(payload));
  return opened;
}

beforeEach(() => {
  resetBusForTests();
  publishSite();
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/lander-copy.php') return { copy: {} };
    if (path === '/api/lander-map.php') {
      return { country: 'GB', regions: [{ code: 'KEN', name: 'Kent', count: 4 }], members };
    }
    return { members };
  });
});

afterEach(() => jest.restoreAllMocks());

const PHOTO_KINDS = LANDER_KINDS.filter((kind) => kind !== 'maplanding');

describe.each(PHOTO_KINDS)('the %s lander', (kind) => {
  it('shows real member photos as WebP srcsets in fixed boxes, the first one eager and first', async () => {
    const { container } = renderKind(kind);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const root = container.querySelector('[data-lander]');
    expect(root).toHaveAttribute('data-lander', kind);
    expect(root).toHaveAttribute('data-niche', 'flirt');
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const images = Array.from(container.querySelectorAll('img'));
    for (const image of images)
      expect(image.getAttribute('srcset')).toMatch(/lander-photo\.php\?f=p\d\.jpg&w=240 240w/);
    const eager = images.filter((image) => image.getAttribute('loading') === 'eager');
    // The icons lead on the icons lander: its small member strip is below them and never urgent.
    expect(eager.length).toBe(
      kind === 'iconslanding' ? 0 : kind === 'gallery' || kind === 'alonetonight' ? 2 : 1,
    );
    for (const image of eager) expect(image).toHaveAttribute('fetchpriority', 'high');
    // Everything past the first screen waits until it is near.
    if (images.length > 2) expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
  });

  it('opens the signup from its button, naming the lander and campaign as the source', async () => {
    const opened = signupOpened();
    const { user } = renderKind(kind);
    const [button] = await screen.findAllByRole('button', { name: 'Sign up free' });
    await user.click(button!);
    expect(opened).toEqual([{ source: `lander:${kind}:spring` }]);
  });
});

describe('signup modes', () => {
  it.each(['none', 'closed'] as const)(
    'shows a login link instead of the signup (mode %s)',
    async (signups) => {
      publishSite({ signups });
      renderKind('gallery');
      expect((await screen.findAllByRole('link', { name: 'Log in' }))[0]).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('button', { name: 'Sign up free' })).toBeNull();
      expect(screen.getAllByText(/not taking new sign-ups/)[0]).toBeVisible();
    },
  );

  it('with traffic source only: a login link without one, the signup with one', async () => {
    publishSite({ signups: 'with_trafficsource' });
    const { unmount } = renderKind('gallery');
    expect((await screen.findAllByText(/partner sites/))[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign up free' })).toBeNull();
    unmount();
    renderKind('gallery', '?network=adnet&ref=r1');
    expect((await screen.findAllByRole('button', { name: 'Sign up free' }))[0]).toBeVisible();
  });
});

describe('the map lander', () => {
  it("draws the visitor's country's regions and its members, without asking for the location", async () => {
    const geolocation = jest.fn();
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: geolocation },
      configurable: true,
    });
    renderKind('maplanding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles in United Kingdom' })).toBeVisible();
    expect(screen.getByRole('img', { name: /Map of United Kingdom .*Kent 4 members/ })).toBeVisible();
    // The tile and its legend entry.
    expect(screen.getAllByText('KEN')).toHaveLength(2);
    expect(screen.getByText('Kent 4 members')).toBeVisible();
    expect(screen.getByText('Member1, 31')).toBeVisible();
    expect(geolocation).not.toHaveBeenCalled();
  });
});

describe('the alone tonight lander', () => {
  it('marks only the members who are online as online now, and the fictional ones as the site names them', async () => {
    renderKind('alonetonight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeVisible();
    // The heading may show before the members have arrived.
    expect(await screen.findAllByTestId('online-now')).toHaveLength(1);
    expect(screen.getByText('fictional profile')).toBeVisible();
  });
});

describe('loading, empty and error states', () => {
  it('says so when the site has no members with photos yet', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) =>
        path === '/api/lander-copy.php' ? { copy: {} } : { members: [] },
      );
    renderKind('gallery');
    expect(await screen.findByRole('heading', { name: 'New members are on their way' })).toBeVisible();
  });

  it('offers a retry when loading fails, and shows the members after it', async () => {
    let failures = 1;
    const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/lander-copy.php') return { copy: {} };
      if (failures-- > 0) throw new Error('offline');
      return { members };
    });
    const { user } = renderKind('collagelanding');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Member1' })).toBeVisible();
    expect(get.mock.calls.filter(([path]) => path === '/api/lander-members.php')).toHaveLength(2);
  });
});

describe("the site's own copy (console)", () => {
  const copyAnswer = (copy: object) =>
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) => (path === '/api/lander-copy.php' ? { copy } : { members }));

  it('shows the headline, lead and call to action written for the locale instead of the messages', async () => {
    const get = copyAnswer({
      en: { headline: 'Spring singles in Kent', lead: 'Say hello today', cta: 'Join now' },
      de: { headline: 'Frühlingssingles' },
    });
    renderKind('gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring singles in Kent' })).toBeVisible();
    expect(screen.getByText('Say hello today')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Join now' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Frühlingssingles')).toBeNull();
    expect(get).toHaveBeenCalledWith(
      '/api/lander-copy.php',
      expect.objectContaining({ query: { kind: 'gallery' } }),
    );
  });

  it('keeps the built-in texts for fields without an override, and when the copy cannot be loaded', async () => {
    copyAnswer({ en: { cta: 'Join now' } });
    const first = renderKind('gallery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flirt with singles near you' }),
    ).toBeVisible();
    first.unmount();
    jest.restoreAllMocks();
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/lander-copy.php') throw new Error('offline');
      return { members };
    });
    renderKind('video');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flirt with singles near you' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Sign up free' }).length).toBeGreaterThan(0);
  });

  it("a German page shows the German copy, not another locale's", async () => {
    copyAnswer({
      en: { headline: 'Spring singles' },
      de: { headline: 'Frühlingssingles', cta: 'Los geht’s' },
    });
    renderKind('gallery', '', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frühlingssingles' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Los geht’s' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Spring singles')).toBeNull();
  });

  it('gives the evening lander its own headline', async () => {
    copyAnswer({ en: { headline: 'Lonely tonight?' } });
    renderKind('alonetonight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lonely tonight?' })).toBeVisible();
  });
});
