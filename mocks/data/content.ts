/**
 * Shell and home content (menu, footer, settings, banners, about sections), articles, bank accounts and
 * the geonames copy. Bilingual values are `Bi` and projected per language by views.ts.
 */
import { bi, DESTINATIONS, REGIONS, STYLES, THEMES, type Bi } from './catalogue';
import { slugify } from './tours';
import articleSeeds from './seed/articles.json';

export type Lang = 'vi' | 'en';

// ------------------------------------------------------------------ menu
export interface MenuNode {
  id: number;
  label: Bi;
  slug: string | null;
  type: 'custom' | 'post' | 'category';
  /** For custom items; `{lang}` is replaced by the language. */
  link: string | null;
  children: MenuNode[];
}

let menuId = 0;
const node = (
  label: Bi,
  type: MenuNode['type'],
  slug: string | null,
  link: string | null,
  children: MenuNode[] = [],
): MenuNode => ({
  id: ++menuId,
  label,
  slug,
  type,
  link,
  children,
});

/** Every level-3 place page: slug → place, country. */
export const PLACE_PAGES = DESTINATIONS.flatMap((dest) =>
  dest.places.map((place) => ({ slug: slugify(place.en), place, dest })),
);

export function buildMenu(): MenuNode[] {
  menuId = 0;
  return [
    node(bi('Điểm đến', 'Destinations'), 'custom', null, '/{lang}/destinations', [
      ...REGIONS.map((region) =>
        node(
          region.name,
          'category',
          region.slug,
          null,
          DESTINATIONS.filter((d) => d.regionSlug === region.slug).map((d) =>
            node(d.name, 'category', d.slug, null),
          ),
        ),
      ),
      // More than 25 grandchildren: the 5-column panel.
      node(
        bi('Thành phố & địa danh', 'Cities & places'),
        'category',
        'all-destinations',
        null,
        PLACE_PAGES.slice(0, 32).map((p) => node(p.place, 'category', `${p.dest.slug}/${p.slug}`, null)),
      ),
    ]),
    node(bi('Cách du lịch', 'Ways to travel'), 'category', 'themes', null, [
      node(
        bi('Chủ đề', 'Themes'),
        'category',
        'themes',
        null,
        THEMES.map((th) => node(th.name, 'category', slugify(th.name.en), null)),
      ),
      node(
        bi('Phong cách', 'Styles'),
        'category',
        'styles',
        null,
        STYLES.map((st) => node(st.name, 'category', slugify(st.name.en), null)),
      ),
      node(bi('Chuyến đi mới', 'New trips'), 'category', 'new-trips', null),
    ]),
    node(bi('Ưu đãi', 'Deals'), 'category', 'deals', null, [
      node(bi('Tất cả ưu đãi', 'All deals'), 'category', 'deals', null),
      node(bi('Ưu đãi châu Á', 'Asia deals'), 'category', 'asia-deals', null),
      node(bi('Ưu đãi châu Âu', 'Europe deals'), 'category', 'europe-deals', null),
      node(
        bi('Khởi hành phút chót', 'Last-minute departures'),
        'custom',
        null,
        '/{lang}/search?lastMinute=true',
      ),
      node(bi('Khuyến mãi du lịch', 'Travel deals'), 'custom', null, '/{lang}/travel-deals'),
    ]),
    node(bi('Cẩm nang', 'Travel guides'), 'post', 'travel-guide-vietnam', null, [
      node(bi('Cẩm nang du lịch Việt Nam', 'Vietnam travel guide'), 'post', 'travel-guide-vietnam', null),
      node(
        bi('Thời điểm đẹp nhất đến Nhật Bản', 'Best time to visit Japan'),
        'post',
        'best-time-to-visit-japan',
        null,
      ),
      node(bi('Danh sách đồ trekking', 'Trekking packing list'), 'post', 'packing-list-for-trekking', null),
      node(bi('Săn cực quang', 'Chasing the northern lights'), 'post', 'northern-lights-guide', null),
      node(bi('Blog ViVu', 'ViVu blog'), 'custom', null, 'https://blog.vivutravel.example/'),
    ]),
    node(bi('Về chúng tôi', 'About us'), 'custom', null, '/{lang}/who-we-are', [
      node(bi('Chúng tôi là ai', 'Who we are'), 'custom', null, '/{lang}/who-we-are'),
      node(bi('Sứ mệnh', 'Our purpose'), 'custom', null, '/{lang}/purpose'),
      node(bi('Câu chuyện của chúng tôi', 'Our story'), 'post', 'our-story', null),
      node(bi('Du lịch có trách nhiệm', 'Responsible travel'), 'post', 'responsible-travel', null),
      node(bi('Tìm chuyến đi', 'Find a trip'), 'custom', null, '/{lang}/search'),
    ]),
    node(bi('Liên hệ', 'Contact'), 'custom', null, '/{lang}/contact/contact-us'),
  ];
}

// ------------------------------------------------------------------ footer
export type FooterNode =
  | { type: 'category'; title: Bi; slug: string; children: FooterNode[] }
  | { type: 'post'; title: Bi; slug: string; children: FooterNode[] }
  | { type: 'custom'; title: Bi; url: string; children: FooterNode[] };

export function buildFooter(): FooterNode[] {
  return [
    {
      type: 'category',
      title: bi('Điểm đến', 'Destinations'),
      slug: 'all-destinations',
      children: DESTINATIONS.slice(0, 6).map((d): FooterNode => ({
        type: 'category',
        title: d.name,
        slug: d.slug,
        children: [],
      })),
    },
    {
      type: 'post',
      title: bi('Về ViVu Travel', 'About ViVu Travel'),
      slug: 'our-story',
      children: [
        { type: 'post', title: bi('Câu chuyện của chúng tôi', 'Our story'), slug: 'our-story', children: [] },
        {
          type: 'post',
          title: bi('Du lịch có trách nhiệm', 'Responsible travel'),
          slug: 'responsible-travel',
          children: [],
        },
        {
          type: 'post',
          title: bi('Cẩm nang du lịch Việt Nam', 'Vietnam travel guide'),
          slug: 'travel-guide-vietnam',
          children: [],
        },
        { type: 'category', title: bi('Ưu đãi', 'Deals'), slug: 'deals', children: [] },
      ],
    },
    {
      type: 'custom',
      title: bi('Hỗ trợ', 'Support'),
      url: 'https://help.vivutravel.example/',
      children: [
        {
          type: 'custom',
          title: bi('Trung tâm trợ giúp', 'Help centre'),
          url: 'https://help.vivutravel.example/',
          children: [],
        },
        {
          type: 'custom',
          title: bi('Tuyển dụng', 'Careers'),
          url: 'https://careers.vivutravel.example/',
          children: [],
        },
        {
          type: 'custom',
          title: bi('Điều khoản đặt tour', 'Booking conditions'),
          url: 'https://www.vivutravel.example/terms',
          children: [],
        },
        {
          type: 'custom',
          title: bi('Chính sách bảo mật', 'Privacy policy'),
          url: 'https://www.vivutravel.example/privacy',
          children: [],
        },
      ],
    },
  ];
}

// ------------------------------------------------------------------ settings
export const APP_SETTINGS = {
  logo_path: 'settings/logo.png',
  favicon_path: 'settings/favicon.png',
  latitude: 10.7769,
  longitude: 106.7009,
  social_media: [
    {
      id: 1,
      label: 'Facebook',
      link: 'https://www.facebook.com/vivutravel',
      image_path: 'social/facebook.svg',
      position: 'header' as const,
      is_active: true,
    },
    {
      id: 2,
      label: 'Instagram',
      link: 'https://www.instagram.com/vivutravel',
      image_path: 'social/instagram.svg',
      position: 'header' as const,
      is_active: true,
    },
    {
      id: 3,
      label: 'TikTok',
      link: 'https://www.tiktok.com/@vivutravel',
      image_path: 'social/tiktok.svg',
      position: 'header' as const,
      is_active: false,
    },
    {
      id: 4,
      label: 'Facebook',
      link: 'https://www.facebook.com/vivutravel',
      image_path: 'social/facebook.svg',
      position: 'footer' as const,
      is_active: true,
    },
    {
      id: 5,
      label: 'YouTube',
      link: 'https://www.youtube.com/@vivutravel',
      image_path: 'social/youtube.svg',
      position: 'footer' as const,
      is_active: true,
    },
    {
      id: 6,
      label: 'Zalo',
      link: 'https://zalo.me/vivutravel',
      image_path: 'social/zalo.svg',
      position: 'footer' as const,
      is_active: false,
    },
  ],
};

export const SITE_SETTINGS: Record<
  Lang,
  { app_name: string; description: string; phone: string; email: string; address: string }
> = {
  vi: {
    app_name: 'ViVu Travel',
    description:
      'ViVu Travel – những chuyến đi nhóm nhỏ đến Việt Nam, châu Á, châu Âu và khắp thế giới, cùng hướng dẫn viên bản địa.',
    phone: '+84 28 3822 8899',
    email: 'hello@vivutravel.vn',
    address: '88 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  },
  en: {
    app_name: 'ViVu Travel',
    description:
      'ViVu Travel – small-group adventures to Vietnam, Asia, Europe and beyond, led by local guides.',
    phone: '+84 28 3822 8899',
    email: 'hello@vivutravel.vn',
    address: '88 Dong Khoi Street, Ben Nghe Ward, District 1, Ho Chi Minh City',
  },
};

// ------------------------------------------------------------------ banners
export const BANNERS = [
  {
    id: 1,
    type: 'image' as const,
    image: 'banners/ha-long-bay-sunrise.jpg',
    video: null,
    link: '/{lang}/search?keyword=Vietnam',
    youtube_link: null,
    image_link: null,
    title: bi('Khám phá Việt Nam', 'Discover Vietnam'),
    subtitle: bi('Từ Vịnh Hạ Long đến đồng bằng sông Cửu Long', 'From Ha Long Bay to the Mekong Delta'),
    button_text: bi('Xem tour', 'See trips'),
  },
  {
    id: 2,
    type: 'video' as const,
    image: 'banners/japan-cherry-blossom.jpg',
    video: 'banners/japan-cherry-blossom.mp4',
    link: null,
    youtube_link: null,
    image_link: null,
    title: bi('Nhật Bản mùa hoa anh đào', 'Cherry blossom Japan'),
    subtitle: bi('Đặt sớm cho mùa xuân năm sau', 'Book early for next spring'),
    button_text: null,
  },
  {
    id: 3,
    type: 'youtube_link' as const,
    image: null,
    video: null,
    link: 'https://www.youtube.com/watch?v=Scxs7L0vhZ4',
    youtube_link: 'https://www.youtube.com/watch?v=Scxs7L0vhZ4',
    image_link: null,
    title: bi('Việt Nam trong mắt bạn', 'Vietnam through your eyes'),
    subtitle: null,
    button_text: bi('Xem trên YouTube', 'Watch on YouTube'),
  },
  {
    id: 4,
    type: 'image' as const,
    image: 'banners/sahara-dunes.jpg',
    video: null,
    link: '/{lang}/deals',
    youtube_link: null,
    image_link: null,
    title: bi('Ưu đãi đến 20%', 'Save up to 20%'),
    subtitle: bi('Hàng trăm ngày khởi hành đang giảm giá', 'Hundreds of departures on sale'),
    button_text: bi('Săn ưu đãi', 'Find deals'),
  },
];

// ------------------------------------------------------------------ media sections (about)
export const MEDIA_SECTIONS = {
  about_1: [
    {
      title: bi('Vì sao chọn ViVu Travel', 'Why travel with ViVu'),
      texts: [
        bi('Hơn 15 năm kinh nghiệm', '15+ years of experience'),
        bi('Nhóm nhỏ, trải nghiệm lớn', 'Small groups, big experiences'),
        bi('Hướng dẫn viên bản địa', 'Local leaders'),
        bi('Du lịch có trách nhiệm', 'Responsible travel'),
      ],
    },
  ],
  about_2: [
    {
      title: bi('Về chúng tôi', 'About us'),
      subtitle: bi(
        'Những chuyến đi thay đổi cách bạn nhìn thế giới',
        'Trips that change how you see the world',
      ),
      content: bi(
        '<p>Chúng tôi thiết kế những hành trình nhóm nhỏ, gần gũi với người dân địa phương và thân thiện với môi trường.</p><p>Mỗi chuyến đi đều có trưởng đoàn bản địa đồng hành.</p>',
        '<p>We design small-group journeys that bring you close to local people and tread lightly on the planet.</p><p>Every trip is led by a local leader.</p>',
      ),
      button: { text: bi('Tìm hiểu thêm', 'Learn more'), link: '/{lang}/who-we-are' },
      image: 'about/our-team.jpg',
    },
  ],
  about_3: [
    {
      image: 'about/group-travel.jpg',
      video: 'about/group-travel.mp4',
      achievements: [
        {
          image: 'about/award-travellers.png',
          title: bi('50.000+ du khách', '50,000+ travellers'),
          description: bi('đã đồng hành cùng chúng tôi', 'have travelled with us'),
        },
        {
          image: 'about/award-rating.png',
          title: bi('4,8/5 đánh giá', '4.8/5 rating'),
          description: bi('từ hơn 12.000 nhận xét', 'from over 12,000 reviews'),
        },
        {
          image: 'about/award-carbon.png',
          title: bi('100% bù đắp carbon', '100% carbon offset'),
          description: bi('cho mọi chuyến đi từ năm 2022', 'on every trip since 2022'),
        },
      ],
    },
  ],
  about_4: [
    {
      title: bi('Sẵn sàng lên đường?', 'Ready to go?'),
      content: bi(
        'Hãy để các chuyên gia của chúng tôi giúp bạn lên kế hoạch cho chuyến đi tiếp theo.',
        'Let our experts help you plan your next adventure.',
      ),
      button: { text: bi('Liên hệ ngay', 'Contact us'), link: 'https://www.vivutravel.example/contact' },
      image: 'about/ready-to-go.jpg',
    },
  ],
};

// ------------------------------------------------------------------ articles
export interface ArticleRecord {
  id: number;
  slug: string;
  title: Bi;
  summary: Bi;
  image: string | null;
  content: Bi;
}

const article = (id: number, slug: string, title: Bi, summary: Bi, paragraphs: Bi[]): ArticleRecord => ({
  id,
  slug,
  title,
  summary,
  image: `articles/${slug}.jpg`,
  content: {
    vi: `<h2>${title.vi}</h2>${paragraphs.map((p) => `<p>${p.vi}</p>`).join('')}<ul><li>Nhóm nhỏ tối đa 16 khách</li><li>Trưởng đoàn bản địa</li></ul>`,
    en: `<h2>${title.en}</h2>${paragraphs.map((p) => `<p>${p.en}</p>`).join('')}<ul><li>Small groups of up to 16</li><li>Local leaders</li></ul>`,
  },
});

/** The articles' texts (seed/articles.json: title, summary and paragraphs in both languages), built into pages. */
export const ARTICLES: ArticleRecord[] = [
  ...articleSeeds.map((seed) => article(seed.id, seed.slug, seed.title, seed.summary, seed.paragraphs)),
  // Hostile content, for the sanitising checks: a script, an event handler and a javascript: link.
  {
    id: 15,
    slug: 'unsafe-article',
    title: bi('Bài viết thử', 'Test article'),
    summary: bi('Nội dung có mã độc để kiểm tra.', 'Content with hostile markup, for checks.'),
    image: null,
    content: {
      vi:
        '<h2>Body heading</h2><p>Safe paragraph.</p><script>window.__injected = true</script>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="x" onerror="window.__injected = true"><a href="javascript:alert(1)">bad link</a>',
      en:
        '<h2>Body heading</h2><p>Safe paragraph.</p><script>window.__injected = true</script>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="x" onerror="window.__injected = true"><a href="javascript:alert(1)">bad link</a>',
    },
  },
];

// ------------------------------------------------------------------ bank accounts
export const BANK_ACCOUNTS = [
  {
    id: 1,
    bank_name: 'Vietcombank',
    account_number: '0071001234567',
    account_name: 'CONG TY TNHH VIVU TRAVEL',
    acq_id: '970436',
    is_active: true,
  },
  {
    id: 2,
    bank_name: 'Techcombank',
    account_number: '19036688899011',
    account_name: 'CONG TY TNHH VIVU TRAVEL',
    acq_id: '970407',
    is_active: true,
  },
  {
    id: 3,
    bank_name: 'BIDV',
    account_number: '31410001234567',
    account_name: 'CONG TY TNHH VIVU TRAVEL',
    acq_id: '970418',
    is_active: false,
  },
];

// ------------------------------------------------------------------ geonames
export const GEO_COUNTRIES = [
  { countryCode: 'VN', geonameId: 1562822, name: bi('Việt Nam', 'Vietnam') },
  { countryCode: 'JP', geonameId: 1861060, name: bi('Nhật Bản', 'Japan') },
  { countryCode: 'US', geonameId: 6252001, name: bi('Hoa Kỳ', 'United States') },
  { countryCode: 'GB', geonameId: 2635167, name: bi('Vương quốc Anh', 'United Kingdom') },
  { countryCode: 'FR', geonameId: 3017382, name: bi('Pháp', 'France') },
  { countryCode: 'AU', geonameId: 2077456, name: bi('Úc', 'Australia') },
  { countryCode: 'DE', geonameId: 2921044, name: bi('Đức', 'Germany') },
  { countryCode: 'KR', geonameId: 1835841, name: bi('Hàn Quốc', 'South Korea') },
  { countryCode: 'SG', geonameId: 1880251, name: bi('Singapore', 'Singapore') },
  { countryCode: 'TH', geonameId: 1605651, name: bi('Thái Lan', 'Thailand') },
];

/** geonameId → children (toponymName, name). Countries without an entry get generated regions. */
export const GEO_CHILDREN: Record<number, { toponymName: string; name: string; geonameId: number }[]> = {
  1562822: [
    { geonameId: 1581129, toponymName: 'Thành phố Hà Nội', name: 'Hanoi' },
    { geonameId: 1566083, toponymName: 'Thành phố Hồ Chí Minh', name: 'Ho Chi Minh City' },
    { geonameId: 1905468, toponymName: 'Thành phố Đà Nẵng', name: 'Da Nang' },
    { geonameId: 1568758, toponymName: 'Tỉnh Quảng Ninh', name: 'Quảng Ninh' },
    { geonameId: 1580541, toponymName: 'Tỉnh Thừa Thiên Huế', name: 'Thừa Thiên Huế' },
    { geonameId: 1586350, toponymName: 'Thành phố Cần Thơ', name: 'Can Tho' },
    { geonameId: 1580142, toponymName: 'Tỉnh Lào Cai', name: 'Lào Cai' },
  ],
  1581129: [
    { geonameId: 1581130, toponymName: 'Quận Hoàn Kiếm', name: 'Hoàn Kiếm' },
    { geonameId: 1581131, toponymName: 'Quận Ba Đình', name: 'Ba Đình' },
    { geonameId: 1581132, toponymName: 'Quận Tây Hồ', name: 'Tây Hồ' },
    { geonameId: 1581133, toponymName: 'Quận Đống Đa', name: 'Đống Đa' },
    { geonameId: 1581134, toponymName: 'Quận Cầu Giấy', name: 'Cầu Giấy' },
  ],
  1566083: [
    { geonameId: 1566084, toponymName: 'Quận 1', name: 'District 1' },
    { geonameId: 1566085, toponymName: 'Quận 3', name: 'District 3' },
    { geonameId: 1566086, toponymName: 'Quận Bình Thạnh', name: 'Bình Thạnh' },
    { geonameId: 1566087, toponymName: 'Thành phố Thủ Đức', name: 'Thủ Đức' },
  ],
};
