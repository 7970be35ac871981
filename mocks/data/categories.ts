/**
 * Category landing pages (homepage-data), their tours and travel deals. Every level/type template of the spec:
 * level 1 destinations, themes, styles, new_trips, deals; level 2 destination (countries and regions), theme, style,
 * deals; level 3 destination (places). Slugs are the same in both languages; a page is also found by its name
 * written as a slug (e.g. 'việt-nam' from a "Trip Việt Nam" button).
 */
import { DEFAULT_USD_TO_VND_RATE } from '../../src/domain/shared/price';
import { formatDate } from '../../src/domain/shared/dateText';
import type { CategoryPageData, TravelDeal } from '../../src/api/generated/contentApi';
import { bi, DESTINATIONS, REGIONS, STYLES, THEMES, type Bi, type DestinationSeed } from './catalogue';
import { ARTICLES, PLACE_PAGES, type Lang } from './content';
import { daysBetween } from './dates';
import { effectivePrice, isEarlyBird, isLastMinute, isOnSale, saleActive, toCategoryTour } from './views';
import { slugify, type TourRecord } from './tours';

export interface CategoryPage {
  slug: string;
  level: 1 | 2 | 3;
  type: string;
  title: Bi;
  dest?: DestinationSeed;
  select: (tours: TourRecord[], today: string) => TourRecord[];
}

const byDest = (keys: string[]) => (tours: TourRecord[]) => tours.filter((t) => keys.includes(t.dest.key));

export function buildCategoryPages(): CategoryPage[] {
  const pages: CategoryPage[] = [
    // Not 'destinations': /{lang}/destinations is the site's own destinations page (the name still resolves here).
    {
      slug: 'all-destinations',
      level: 1,
      type: 'destinations',
      title: bi('Điểm đến', 'Destinations'),
      select: (t) => t,
    },
    {
      slug: 'themes',
      level: 1,
      type: 'themes',
      title: bi('Chủ đề du lịch', 'Travel themes'),
      select: (t) => t,
    },
    {
      slug: 'styles',
      level: 1,
      type: 'styles',
      title: bi('Phong cách du lịch', 'Travel styles'),
      select: (t) => t,
    },
    {
      slug: 'new-trips',
      level: 1,
      type: 'new_trips',
      title: bi('Chuyến đi mới', 'New trips'),
      select: (t) => [...t].sort((a, b) => a.age - b.age).slice(0, 16),
    },
    {
      slug: 'deals',
      level: 1,
      type: 'deals',
      title: bi('Ưu đãi du lịch', 'Travel deals'),
      select: (t, today) =>
        t.filter((x) => isOnSale(x, today) || isLastMinute(x, today) || isEarlyBird(x, today)),
    },
  ];
  for (const region of REGIONS) {
    const keys = DESTINATIONS.filter((d) => d.regionSlug === region.slug).map((d) => d.key);
    pages.push({
      slug: region.slug,
      level: 2,
      type: 'destinations',
      title: region.name,
      select: byDest(keys),
    });
  }
  for (const [slug, regionSlug, title] of [
    ['asia-deals', 'asia', bi('Ưu đãi châu Á', 'Asia deals')],
    ['europe-deals', 'europe', bi('Ưu đãi châu Âu', 'Europe deals')],
  ] as const) {
    const keys = DESTINATIONS.filter((d) => d.regionSlug === regionSlug).map((d) => d.key);
    pages.push({
      slug,
      level: 2,
      type: 'deals',
      title,
      select: (t, today) => byDest(keys)(t).filter((x) => isOnSale(x, today)),
    });
  }
  for (const dest of DESTINATIONS) {
    pages.push({
      slug: dest.slug,
      level: 2,
      type: 'destination',
      title: dest.name,
      dest,
      select: byDest([dest.key]),
    });
  }
  for (const theme of THEMES) {
    pages.push({
      slug: slugify(theme.name.en),
      level: 2,
      type: 'theme',
      title: theme.name,
      select: (t) => t.filter((x) => x.themeId === theme.id),
    });
  }
  for (const style of STYLES) {
    pages.push({
      slug: slugify(style.name.en),
      level: 2,
      type: 'style',
      title: style.name,
      select: (t) => t.filter((x) => x.styleId === style.id),
    });
  }
  for (const { slug, place, dest } of PLACE_PAGES) {
    if (pages.some((p) => p.slug === slug)) continue;
    pages.push({
      slug,
      level: 3,
      type: 'destination',
      title: place,
      dest,
      select: (t) => {
        const own = t.filter((x) => x.places.some((p) => p.en === place.en));
        return own.length ? own : byDest([dest.key])(t);
      },
    });
  }
  return pages;
}

export function findPage(pages: CategoryPage[], rawSlug: string): CategoryPage | undefined {
  let slug = rawSlug;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    /* keep raw */
  }
  const key = slugify(slug);
  return (
    pages.find((p) => p.slug === slug) ??
    pages.find((p) => p.slug === key || slugify(p.title.vi) === key || slugify(p.title.en) === key)
  );
}

const FAQS = [
  {
    q: bi('Tôi có cần thị thực không?', 'Do I need a visa?'),
    a: bi(
      'Tùy quốc tịch của bạn. Đội ngũ của chúng tôi sẽ gửi hướng dẫn chi tiết sau khi đặt tour.',
      'It depends on your nationality. Our team sends detailed guidance after you book.',
    ),
  },
  {
    q: bi('Quy mô nhóm là bao nhiêu?', 'How big are the groups?'),
    a: bi(
      'Trung bình 12 khách, tối đa 16 khách mỗi đoàn.',
      'An average of 12 travellers, never more than 16.',
    ),
  },
  {
    q: bi('Tôi có thể đi một mình không?', 'Can I travel solo?'),
    a: bi(
      'Hoàn toàn được. Chọn phòng đôi chia sẻ để không phải trả phụ phí phòng đơn.',
      'Absolutely. Choose twin share to avoid a single supplement.',
    ),
  },
  {
    q: bi('Chính sách hủy tour thế nào?', 'What is the cancellation policy?'),
    a: bi(
      'Hoàn cọc linh hoạt đến 60 ngày trước ngày khởi hành.',
      'Flexible deposits are refundable up to 60 days before departure.',
    ),
  },
];

export function buildPageData(
  page: CategoryPage,
  pages: CategoryPage[],
  tours: TourRecord[],
  lang: Lang,
  today: string,
): CategoryPageData {
  const selected = page.select(tours, today);
  const name = page.title[lang];
  const dest = page.dest;
  const images = (selected.length ? selected : tours).slice(0, 3).map((t) => t.images[0]);
  const data: CategoryPageData = {
    file: { level: page.level, type: page.type },
    banner: {
      images,
      title: name,
      text: dest
        ? dest.blurb[lang]
        : lang === 'vi'
          ? `Khám phá ${selected.length} chuyến đi được tuyển chọn`
          : `Explore ${selected.length} hand-picked trips`,
      subtext:
        lang === 'vi'
          ? 'Nhóm nhỏ · Trưởng đoàn bản địa · Giá tốt'
          : 'Small groups · Local leaders · Great value',
      centered: page.level === 1,
    },
  };
  const regionLike = (list: { slug: string; name: Bi }[]) =>
    list.map((r) => ({
      name: r.name[lang],
      path: `/${lang}/${r.slug}`,
      image: `categories/${r.slug}.jpg`,
      description: lang === 'vi' ? `Các chuyến đi ${r.name.vi}` : `${r.name.en} trips`,
    }));
  if (page.level === 1 && page.type === 'destinations') {
    data.regions = {
      title: lang === 'vi' ? 'Khám phá theo khu vực' : 'Explore by region',
      content: regionLike(REGIONS),
    };
  } else if (page.level === 1 && page.type === 'themes') {
    data.regions = {
      title: lang === 'vi' ? 'Chọn chủ đề' : 'Choose a theme',
      content: regionLike(THEMES.map((t) => ({ slug: slugify(t.name.en), name: t.name }))),
    };
  } else if (page.level === 1 && page.type === 'styles') {
    data.regions = {
      title: lang === 'vi' ? 'Chọn phong cách' : 'Choose a style',
      content: regionLike(STYLES.map((t) => ({ slug: slugify(t.name.en), name: t.name }))),
    };
  } else if (page.level === 2 && page.type === 'destinations') {
    const countries = DESTINATIONS.filter((d) => selected.some((t) => t.dest.key === d.key));
    data.regions = { title: lang === 'vi' ? 'Các quốc gia' : 'Countries', content: regionLike(countries) };
  }
  const destCandidates = dest
    ? PLACE_PAGES.filter((p) => p.dest.key === dest.key).map((p) => ({ name: p.place, slug: p.slug }))
    : DESTINATIONS.filter((d) => selected.some((t) => t.dest.key === d.key)).map((d) => ({
        name: d.name,
        slug: d.slug,
      }));
  if (page.type !== 'deals' && destCandidates.length) {
    data.topdestinations = {
      title: lang === 'vi' ? 'Điểm đến hàng đầu' : 'Top destinations',
      content: destCandidates.slice(0, 8).map((d, i) => ({
        rank: i + 1,
        name: d.name[lang],
        image: `categories/${d.slug}.jpg`,
        description:
          lang === 'vi'
            ? `Những trải nghiệm khó quên ở ${d.name.vi}.`
            : `Unforgettable experiences in ${d.name.en}.`,
      })),
    };
  }
  if (selected.length) {
    data.highlights = {
      title: lang === 'vi' ? 'Chuyến đi nổi bật' : 'Trip highlights',
      content: [...selected]
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 4)
        .map((t) => ({
          id: t.id,
          name: t.title[lang],
          image: t.images[0],
          description: t.subtitle[lang],
          button: [{ name: lang === 'vi' ? 'Xem chuyến đi' : 'View trip', slug: t.slug }],
        })),
    };
  }
  // The hostile test article (content.ts) is for the sanitiser's checks: no page links to it.
  const published = ARTICLES.filter((a) => a.slug !== 'unsafe-article');
  const articleCards = published.slice(0, 4).map((a) => ({
    label: a.title[lang],
    name: a.title[lang],
    path: `/${lang}/post/${a.slug}`,
    image: a.image,
  }));
  const inspired = published.slice(4).map((a) => ({
    path: `/${lang}/post/${a.slug}`,
    image: a.image,
    idea: a.title[lang],
    describe: a.summary[lang],
  }));
  if (page.level === 3) {
    data.destinations = {
      title: lang === 'vi' ? `Khám phá ${name}` : `Explore ${name}`,
      content_destination: articleCards,
    };
    data.inspired = {
      title: lang === 'vi' ? 'Cảm hứng du lịch' : 'Get inspired',
      content_inspired: inspired,
    };
  } else if (page.type !== 'new_trips') {
    data.articles = {
      title: lang === 'vi' ? 'Bài viết' : 'Articles',
      content_destination: articleCards,
      content_inspired: page.type === 'deals' ? [] : inspired,
    };
  }
  if (page.type !== 'deals') {
    data.faqs = {
      title: lang === 'vi' ? 'Câu hỏi thường gặp' : 'Frequently asked questions',
      content: FAQS.map((f, i) => ({
        id: i + 1,
        title: f.q[lang],
        question: f.q[lang],
        answer: f.a[lang],
        path: `/${lang}/contact/contact-us`,
        tPath: lang === 'vi' ? 'Liên hệ' : 'Contact us',
      })),
    };
  }
  if (dest) {
    const g = dest.glance;
    data.ataGlanceData = {
      title: lang === 'vi' ? `${dest.name.vi} trong nháy mắt` : `${dest.name.en} at a glance`,
      content: [
        {
          capital_city: g.capital_city[lang],
          population: g.population,
          currency: g.currency[lang],
          language: g.language[lang],
          time_zone: g.time_zone,
          calling_code: g.calling_code,
          electricity: g.electricity,
        },
      ],
    };
  }
  data.youtube_link =
    page.level === 1 && page.type === 'deals' ? null : 'https://www.youtube.com/watch?v=Scxs7L0vhZ4';
  return data;
}

export const CATEGORY_PAGE_SIZE = 8;

export function categoryTours(
  page: CategoryPage,
  tours: TourRecord[],
  lang: Lang,
  today: string,
  pageNo: number,
) {
  const selected = [...page.select(tours, today)].sort((a, b) => b.popularity - a.popularity);
  const last_page = Math.max(1, Math.ceil(selected.length / CATEGORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, pageNo), last_page);
  return {
    success: true,
    data: selected
      .slice((current - 1) * CATEGORY_PAGE_SIZE, current * CATEGORY_PAGE_SIZE)
      .map((t) => toCategoryTour(t, lang, today)),
    current_page: current,
    last_page,
  };
}

/** A departure day as the site writes it ('Dec 10, 2026' / '10 thg 12, 2026'). */
function formatDeparting(iso: string, lang: Lang): string {
  return formatDate(new Date(`${iso}T00:00:00`), lang, 'day-short');
}

export function travelDeals(
  page: CategoryPage,
  tours: TourRecord[],
  lang: Lang,
  today: string,
): TravelDeal[] {
  const deals: TravelDeal[] = [];
  for (const tour of page.select(tours, today)) {
    for (const date of tour.dates) {
      if (date.start_date < today) continue;
      const rp = date.room_prices.find((r) => r.available_rooms > 0 && saleActive(r, today));
      if (!rp) continue;
      const toUsd = (v: number) => (tour.usd ? v : Math.round(v / DEFAULT_USD_TO_VND_RATE));
      deals.push({
        location: `${tour.title[lang]} – ${tour.dest.name[lang]}`,
        dates: { start: date.start_date, end: date.end_date },
        departing: formatDeparting(date.start_date, lang),
        route: tour.map,
        days: daysBetween(date.start_date, date.end_date) + 1,
        priceUSD: { originalPriceUSD: toUsd(rp.price), discountedPriceUSD: toUsd(effectivePrice(rp, today)) },
        viewTripPath: `/${lang}/detail-trip/${tour.slug}`,
      });
    }
  }
  return deals.sort((a, b) => a.dates.start.localeCompare(b.dates.start));
}
