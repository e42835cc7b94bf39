import {
  createRouteTable,
  declaredFirstCall,
  parsePublishedRoutes,
  publishRoutes,
  resolvePath,
  routesFileProblems,
  type RoutesFile,
} from './route-table';

const payments: RoutesFile = {
  routes: [
    { name: 'credits', path: '/credits', login: true },
    { name: 'credits-id', path: '/credits/:id/:method?', params: { id: 'id', method: ['ideal', 'paypal'] } },
  ],
};
const landers: RoutesFile = {
  routes: [
    { name: 'landers-kind', path: '/landers/:kind/:slug?', layout: 'lander', params: { kind: 'landerKind' } },
    { name: 'member-landing', path: '/members/:id/landing', firstCall: '/api/lander-member.php?id={id}' },
  ],
  landerKinds: {
    gallery: { members: 12, leadPhotoSizes: '50vw' },
    maplanding: { members: 0, leadPhotoSizes: null },
  },
};

describe('route tables from published routes', () => {
  const table = createRouteTable(
    publishRoutes([
      { owner: 'mf_payments', file: payments },
      { owner: 'mf_landers', file: landers },
    ]),
  );

  it('resolves a path to the declaring remote, with its layout and login', () => {
    expect(resolvePath(table, '/credits')?.route).toMatchObject({ owner: 'mf_payments', login: true });
    expect(resolvePath(table, '/landers/gallery/x')).toMatchObject({
      match: { name: 'landers-kind', params: { kind: 'gallery', slug: 'x' } },
      route: { owner: 'mf_landers', layout: 'lander' },
    });
  });

  it('prefers static segments and applies param rules', () => {
    expect(resolvePath(table, '/credits/5/paypal')?.match.params).toEqual({ id: '5', method: 'paypal' });
    expect(resolvePath(table, '/credits/5/cash')).toBeNull();
    expect(resolvePath(table, '/credits/05')).toBeNull();
  });

  it('knows only the lander kinds the served mf-landers declares', () => {
    expect(resolvePath(table, '/landers/maplanding')).not.toBeNull();
    expect(resolvePath(table, '/landers/newkind')).toBeNull();
    const withNewKind = createRouteTable(
      publishRoutes([
        {
          owner: 'mf_landers',
          file: { ...landers, landerKinds: { newkind: { members: 3, leadPhotoSizes: null } } },
        },
      ]),
    );
    expect(resolvePath(withNewKind, '/landers/newkind')?.match.name).toBe('landers-kind');
  });

  it('answers an unknown path with null (the 404)', () => {
    expect(resolvePath(table, '/nowhere')).toBeNull();
    expect(resolvePath(createRouteTable({ routes: [], landerKinds: {} }), '/credits')).toBeNull();
  });

  it('fills a declared first call, and a lander kind’s', () => {
    const member = resolvePath(table, '/members/42/landing');
    expect(member && declaredFirstCall(member, table)).toBe('/api/lander-member.php?id=42');
    const gallery = resolvePath(table, '/landers/gallery');
    expect(gallery && declaredFirstCall(gallery, table)).toBe('/api/lander-members.php?limit=12');
    const map = resolvePath(table, '/landers/maplanding');
    expect(map && declaredFirstCall(map, table)).toBe('/api/lander-map.php');
  });

  it('keeps the first declaration of a name', () => {
    const published = publishRoutes([
      { owner: 'shell', file: { routes: [{ name: 'index', path: '/' }] } },
      { owner: 'mf_payments', file: { routes: [{ name: 'index', path: '/other' }] } },
    ]);
    expect(published.routes).toEqual([{ name: 'index', path: '/', owner: 'shell' }]);
  });

  it('publishes the contract range each remote version was built against', () => {
    const published = publishRoutes([{ owner: 'mf_chat', file: { routes: [], builtAgainst: '^1.0.0' } }]);
    expect(published.contracts).toEqual({ mf_chat: '^1.0.0' });
    expect(parsePublishedRoutes(JSON.parse(JSON.stringify(published))).contracts).toEqual({
      mf_chat: '^1.0.0',
    });
  });
});

describe('checking routes files', () => {
  it('accepts a valid file', () => {
    expect(routesFileProblems(payments)).toEqual([]);
    expect(routesFileProblems(landers)).toEqual([]);
  });

  it.each([
    [{}, 'no "routes" list'],
    [{ routes: [{ name: 'Bad Name', path: '/x' }] }, 'is not kebab-case'],
    [{ routes: [{ name: 'x', path: 'x' }] }, 'is not a pattern'],
    [{ routes: [{ name: 'x', path: '/:a?/b' }] }, 'only the last segment may be optional'],
    [{ routes: [{ name: 'x', path: '/:a', params: { b: 'id' } }] }, 'which the path does not have'],
    [{ routes: [{ name: 'x', path: '/:a', params: { a: 'anything' } }] }, 'is not one'],
    [{ routes: [{ name: 'x', path: '/x', firstCall: 'https://evil.example/' }] }, 'not an /api/ path'],
    [
      {
        routes: [
          { name: 'x', path: '/x' },
          { name: 'x', path: '/y' },
        ],
      },
      'declared twice',
    ],
    [{ routes: [], landerKinds: { k: { members: 99, leadPhotoSizes: null } } }, 'members is not 0-24'],
  ])('refuses %j', (file, problem) => {
    expect(routesFileProblems(file).join('\n')).toContain(problem);
  });

  it('drops malformed published routes instead of trusting them', () => {
    expect(
      parsePublishedRoutes({
        routes: [{ name: 'ok', path: '/ok', owner: 'mf_chat' }, { name: 'no-owner', path: '/x' }, 'junk'],
        landerKinds: { good: { members: 1, leadPhotoSizes: null }, bad: { members: 'x' } },
      }),
    ).toEqual({
      routes: [{ name: 'ok', path: '/ok', owner: 'mf_chat' }],
      landerKinds: { good: { members: 1, leadPhotoSizes: null } },
      contracts: {},
    });
  });
});
