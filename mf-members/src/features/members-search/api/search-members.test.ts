import { api, type MemberSearchPage } from '@dating/shared';
import { searchMembers } from './search-members';

describe('searchMembers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a page by number, or right after a cursor', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({} as MemberSearchPage);
    await searchMembers({ gender: 'female', interests: [] }, 1, null);
    expect(get).toHaveBeenLastCalledWith('/api/members.php', {
      query: expect.objectContaining({
        gender: 'female',
        page: 1,
        page_size: 24,
        after: undefined,
        interests: undefined,
      }),
      signal: undefined,
    });
    await searchMembers({ gender: 'female' }, 3, 'ads', undefined, 'eyJyIjoxLCJpIjoyfQ');
    expect(get).toHaveBeenLastCalledWith('/api/members.php', {
      query: expect.objectContaining({ page: 3, after: 'eyJyIjoxLCJpIjoyfQ', trafficsource: 'ads' }),
      signal: undefined,
    });
  });
});
