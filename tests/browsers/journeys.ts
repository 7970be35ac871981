/**
 * The key journeys, written once for every engine (page.ts): by the spec's visible texts and roles, as the e2e
 * journeys in Chromium are. Each starts in a fresh tab with no stored state.
 */
import type { Tab } from './page';

export interface Journey {
  name: string;
  run(tab: Tab, base: string): Promise<void>;
}

const TOUR = 'ha-long-bay-discovery';
const MANY_REVIEWS = 'japan-highlights';
const path = 'location.pathname + location.search';

/** A departure of the tour with room for a traveller: the checkout's address. */
async function checkoutPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/en/tours/${TOUR}`)).json()) as {
    data: {
      dates: {
        id: number;
        start_date: string;
        room_prices: { room_id: number; available_rooms: number }[];
      }[];
    };
  };
  const today = new Date().toISOString().slice(0, 10);
  for (const date of answer.data.dates) {
    const room = date.room_prices.find((r) => r.available_rooms >= 2);
    if (date.start_date >= today && room)
      return `/en/tour/${TOUR}/booking?dateId=${date.id}&roomId=${room.room_id}`;
  }
  throw new Error('no bookable departure in the mock');
}

export const JOURNEYS: Journey[] = [
  {
    name: 'home: a trip card opens its trip',
    async run(tab) {
      await tab.open('/en');
      await tab.see({ role: 'heading', name: /./ });
      // The server's style sheet is the page's (src/start/adoptServerStyles.ts): its component markers are still in
      // it, where styled-components' own rehydration would have inserted the rules again without them.
      await tab.until(
        "the server's styles taken over",
        `(() => { const tags = document.querySelectorAll('style[data-styled]'); return tags.length === 1 && [...tags[0].sheet.cssRules].some((rule) => (rule.selectorText || '').startsWith('data-styled.g')); })()`,
      );
      await tab.click({ role: 'heading', name: /./, within: { role: 'article' } });
      await tab.until(
        'the trip page',
        `location.pathname.startsWith('/en/detail-trip/') && !!document.querySelector('h1')`,
      );
    },
  },
  {
    name: 'search: a filter ticked narrows the list and shows its chip',
    async run(tab) {
      await tab.open('/en/search');
      await tab.see({ role: 'article' });
      const sidebar = { role: 'complementary', name: 'Filters' };
      await tab.click({ role: 'button', name: 'Physical rating', within: sidebar });
      await tab.click({ role: 'checkbox', name: /^Easy/, within: sidebar });
      await tab.see({
        role: 'button',
        name: 'Remove filter: Easy',
        within: { role: 'region', name: 'Active filters' },
      });
      await tab.until('the filtered count', `/\\d+ trips? found/.test(document.body.innerText)`);
    },
  },
  {
    name: 'language: the switch keeps the page and speaks Vietnamese',
    async run(tab) {
      await tab.open('/en/search?keyword=japan');
      await tab.click({ role: 'button', name: /Chuyển sang tiếng Việt$/ });
      await tab.until(
        'the Vietnamese page',
        `${path} === '/vi/search?keyword=japan' && document.documentElement.lang === 'vi'`,
      );
      await tab.see({ role: 'heading', name: 'Tìm kiếm chuyến đi' });
    },
  },
  {
    name: 'tour: an itinerary day opens; all reviews open in a dialog',
    async run(tab) {
      await tab.open(`/en/detail-trip/${MANY_REVIEWS}`);
      const itinerary = { role: 'region', name: 'Itinerary' };
      await tab.click({ role: 'button', name: /^Day 2/, within: itinerary });
      await tab.until(
        'day 2 open',
        `[...document.querySelectorAll('button[aria-expanded]')].some((b) => /^Day 2/.test(b.textContent.trim()) && b.getAttribute('aria-expanded') === 'true')`,
      );
      await tab.click({
        role: 'link',
        name: 'Reviews',
        within: { role: 'navigation', name: 'Tour sections' },
      });
      await tab.click({ role: 'button', name: 'Read all reviews' });
      await tab.see({ role: 'article', within: { role: 'dialog', name: /^All reviews/ } });
    },
  },
  {
    name: 'wishlist: a trip kept is still there after a reload and on the wishlist page',
    async run(tab) {
      await tab.open('/en/search');
      await tab.click({ role: 'button', name: 'Added to wishlist', within: { role: 'article' } });
      await tab.see({ role: 'button', name: 'Remove from wishlist', within: { role: 'article' } });
      await tab.open('/en/search');
      await tab.see({ role: 'button', name: 'Remove from wishlist', within: { role: 'article' } });
      await tab.open('/en/contact/wishlist');
      await tab.until(
        'the kept trip on the wishlist page',
        `!!document.querySelector('main a[href^="/en/detail-trip/"]')`,
      );
    },
  },
  {
    name: 'checkout: the traveller step filled, Continue leads to payment (step 2)',
    async run(tab, base) {
      await tab.open(await checkoutPath(base));
      await tab.type({ role: 'textbox', name: /^First name/ }, 'Emma');
      await tab.type({ role: 'textbox', name: /^Last name/ }, 'Brown');
      await tab.click({ role: 'group', name: /Date of birth/ });
      await tab.keys('02111985');
      await tab.type({ role: 'textbox', name: /^Email/ }, 'emma.brown@example.com');
      await tab.type({ role: 'textbox', name: /^Contact number/ }, '+44 20 7946 0958');
      for (const [label, option] of [
        [/^Country/, 'Vietnam'],
        [/^Province/, 'Thành phố Hồ Chí Minh'],
        [/^Ward/, 'Phường Bến Thành'],
      ] as const) {
        await tab.type({ role: 'combobox', name: label }, option.slice(0, 6));
        await tab.click({ role: 'option', name: option });
      }
      await tab.type({ role: 'textbox', name: /^Street address/ }, '12 Lê Lợi');
      await tab.click({ role: 'button', name: 'Continue' });
      await tab.see({ role: 'img', name: /^VietQR code/ });
      await tab.see({ role: 'complementary', name: 'Booking summary' });
    },
  },
];
