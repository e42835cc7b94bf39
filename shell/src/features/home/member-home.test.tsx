import type { User } from '@dating/shared';
import { profileGaps } from './member-home';

const user = (profile: Partial<User['profile']>) =>
  ({
    profile: { main_image: null, personal_text: null, interests: [], ...profile },
  }) as unknown as User;

describe('profileGaps', () => {
  it('asks for a photo first, then a text and interests', () => {
    expect(profileGaps(user({})).map((gap) => gap.key)).toEqual(['photo', 'about', 'interests']);
  });

  it('asks for nothing a complete profile has', () => {
    const complete = user({
      main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', match: '/u/a.jpg' } as never,
      personal_text: 'Hello',
      interests: ['travel'] as never,
    });
    expect(profileGaps(complete)).toEqual([]);
    expect(profileGaps(user({ personal_text: '   ' })).map((gap) => gap.key)).toContain('about');
  });
});
