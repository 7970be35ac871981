import { breadcrumbTrail, findMenuChain, lastPathSegment } from './breadcrumb';

const SITE = 'https://vivu.example';

const menu = [
  {
    label: 'Điểm đến',
    slug: 'diem-den',
    type: 'category',
    link: null,
    children: [
      {
        label: 'Châu Á',
        slug: 'chau-a',
        type: 'category',
        children: [
          { label: 'Việt Nam', slug: 'viet-nam', type: 'category', children: [] },
          { label: 'Tokyo', slug: 'japan/tokyo', type: 'category', children: [] },
        ],
      },
    ],
  },
  { label: 'Tìm kiếm chuyến đi', slug: null, type: 'custom', link: '/vi/who-we-are', children: [] },
  {
    label: 'Nhóm',
    slug: null,
    type: 'custom',
    link: null,
    children: [{ label: 'Cẩm nang', slug: 'cam-nang', type: 'post', children: [] }],
  },
];

describe('lastPathSegment', () => {
  it.each([
    ['/vi', ''],
    ['/vi/', ''],
    ['/', ''],
    ['/vi/diem-den/viet-nam', 'viet-nam'],
    ['/en/Who-We-Are', 'who-we-are'],
    ['/vi/vi%E1%BB%87t', 'việt'],
  ])('%p → %p', (path, expected) => {
    expect(lastPathSegment(path)).toBe(expected);
  });
});

describe('findMenuChain finds the matching entry with its ancestors', () => {
  it('matches a grandchild by slug and returns top > child > grandchild', () => {
    expect(findMenuChain(menu, 'viet-nam', SITE).map((i) => i.label)).toEqual([
      'Điểm đến',
      'Châu Á',
      'Việt Nam',
    ]);
  });
  it('matches a top item by the last segment of its link', () => {
    expect(findMenuChain(menu, 'who-we-are', SITE).map((i) => i.label)).toEqual(['Tìm kiếm chuyến đi']);
  });
  it('matches a slug containing a slash against the whole path after the language', () => {
    expect(findMenuChain(menu, 'tokyo', SITE, 'japan/tokyo').map((i) => i.label)).toEqual([
      'Điểm đến',
      'Châu Á',
      'Tokyo',
    ]);
    expect(
      breadcrumbTrail('/en/japan/tokyo', menu, 'en', SITE).map((c) => (c.kind === 'menu' ? c.label : c.kind)),
    ).toEqual(['Điểm đến', 'Châu Á', 'Tokyo']);
  });
  it('gives nothing when no entry matches', () => {
    expect(findMenuChain(menu, 'unknown', SITE)).toEqual([]);
  });
});

describe('breadcrumbTrail', () => {
  it('is empty on the home page', () => {
    expect(breadcrumbTrail('/vi', menu, 'vi', SITE)).toEqual([]);
  });
  it('shows Destinations on the destinations page', () => {
    expect(breadcrumbTrail('/en/destinations', menu, 'en', SITE)).toEqual([
      { kind: 'destinations', href: '/en/destinations' },
    ]);
  });
  it('links each menu crumb with the menu-link rule; a heading without a link has no href', () => {
    expect(breadcrumbTrail('/vi/diem-den/chau-a', menu, 'vi', SITE)).toEqual([
      { kind: 'menu', label: 'Điểm đến', href: '/vi/diem-den', external: false },
      { kind: 'menu', label: 'Châu Á', href: '/vi/chau-a', external: false },
    ]);
    expect(breadcrumbTrail('/vi/cam-nang', menu, 'vi', SITE)).toEqual([
      { kind: 'menu', label: 'Nhóm', href: undefined, external: undefined },
      { kind: 'menu', label: 'Cẩm nang', href: '/vi/post/cam-nang', external: false },
    ]);
  });
});
