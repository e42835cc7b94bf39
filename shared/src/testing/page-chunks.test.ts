import { checkPageChunks } from './page-chunks';

const source = (chunkName: string) => `
const Search = lazyPage(() => import(/* webpackChunkName: "page~members" */ './search'));
const Profile = lazyPage(() =>
  import(/* webpackChunkName: "${chunkName}" */ './profile'),
);

export const PAGES = {
  members: Search,
  'members-id': Profile,
  'likes-m-id': Profile,
};
`;

describe('checkPageChunks', () => {
  it('accepts chunk names that list exactly the routes of their page', () => {
    expect(checkPageChunks(source('page~members-id~likes-m-id'))).toEqual({
      routes: ['members', 'members-id', 'likes-m-id'],
      mismatches: [],
    });
  });

  it('reports a route missing from its chunk name and a route named by the wrong chunk', () => {
    expect(checkPageChunks(source('page~members-id~members')).mismatches).toEqual([
      'likes-m-id: its page Profile has a chunk name without it',
      'members: named in the chunk of Profile, but PAGES shows it with another page',
    ]);
  });
});
