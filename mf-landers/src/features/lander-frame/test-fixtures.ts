// @feature-public: other features import this module (docs/conventions.md, Layout).
// Members and settings for the landers' component tests.
import type { LanderMember, Settings } from '@dating/shared';
import { getBus } from '@dating/shared';

export function testMember(id: number, overrides: Partial<LanderMember> = {}): LanderMember {
  return {
    id,
    name: `Member${id}`,
    age: 30 + id,
    country: 'GB',
    region: 'Kent',
    city: 'Canterbury',
    image: {
      src: `/api/lander-photo.php?f=p${id}.jpg&w=480`,
      srcset: `/api/lander-photo.php?f=p${id}.jpg&w=240 240w, /api/lander-photo.php?f=p${id}.jpg&w=480 480w`,
    },
    fictional: false,
    online: false,
    ...overrides,
  };
}

/** What the shell publishes at start-up: the site's settings and a logged-out visitor. */
export function publishSite(settings: Partial<Settings> = {}): void {
  getBus().publish('settings.loaded', {
    settings: {
      name: 'Flirt Local',
      niche: 1,
      signups: 'all',
      fictional_icon: true,
      fictional_singular: 'fictional profile',
      ...settings,
    } as Settings,
  });
  getBus().publish('session.changed', { user: null });
}
