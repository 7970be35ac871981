import type { FooterEntry, MenuItem } from '@/api';
import { collectKnownArticles } from './knownArticles';

const menu: MenuItem[] = [
  {
    label: 'Điểm đến',
    slug: 'diem-den',
    type: 'category',
    link: null,
    children: [
      { label: 'Mẹo du lịch', slug: 'meo-du-lich', type: 'post', link: null, children: [] },
      { label: 'Việt Nam', slug: 'viet-nam', type: 'category', link: null, children: [] },
    ],
  },
  { label: 'Tìm kiếm', slug: null, type: 'custom', link: '/vi/search', children: [] },
  { label: 'Cẩm nang du lịch', slug: 'cam-nang-du-lich', type: 'post', link: null, children: [] },
  { label: 'Bài không có slug', slug: null, type: 'post', link: null, children: [] },
];

const footer: FooterEntry[] = [
  {
    type: 'category',
    category: { title: 'Điểm đến', slug: 'diem-den' },
    children: [
      { type: 'post', post: { title: 'Cẩm nang du lịch', slug: 'cam-nang-du-lich' }, children: [] },
      { type: 'post', post: { title: 'Tin tức', slug: 'tin-tuc' }, children: [] },
    ],
  },
  { type: 'custom', custom: { title: 'Tuyển dụng', url: 'https://careers.example' }, children: [] },
];

describe('articles the site knows about (header post items, then footer post entries)', () => {
  it('collects post items at any depth, menu first, each slug once', () => {
    expect(collectKnownArticles(menu, footer)).toEqual([
      { slug: 'meo-du-lich', title: 'Mẹo du lịch' },
      { slug: 'cam-nang-du-lich', title: 'Cẩm nang du lịch' },
      { slug: 'tin-tuc', title: 'Tin tức' },
    ]);
  });

  it('is empty without menu and footer', () => {
    expect(collectKnownArticles(undefined, undefined)).toEqual([]);
  });
});
