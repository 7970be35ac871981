import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import BooksPage from '../pages/BooksPage';
import PurposePage from '../pages/PurposePage';
import StoriesPage from '../pages/StoriesPage';
import WhoWeArePage from '../pages/WhoWeArePage';
import en from '../content/en';
import vi from '../content/vi';

/** A controllable IntersectionObserver: tests call `fire()` after moving the sections. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  fire() {
    this.callback([], this as unknown as IntersectionObserver);
  }
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  FakeObserver.instances = [];
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const PAGES: Array<[string, ComponentType, 'whoWeAre' | 'purpose' | 'stories' | 'books']> = [
  ['who-we-are', WhoWeArePage, 'whoWeAre'],
  ['purpose', PurposePage, 'purpose'],
  ['stories', StoriesPage, 'stories'],
  ['books', BooksPage, 'books'],
];

function renderPage(lang: 'vi' | 'en', path: string, Page: ComponentType) {
  return renderWithProviders(<Page />, { route: `/${lang}/${path}`, path: `/:lang/${path}` });
}

/** Place the sections (viewport tops) and the tab bar (under the header). */
function placeSections(tops: Record<string, number>) {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.id in tops ? tops[this.id] : this.tagName === 'NAV' ? 64 : 0;
    const height = this.tagName === 'NAV' ? 48 : 600;
    return {
      top,
      bottom: top + height,
      height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe.each([
  ['vi', vi],
  ['en', en],
] as const)('static marketing pages (%s)', (lang, content) => {
  it.each(PAGES)('%s: title, banner, tab bar, sections and calls to action', async (path, Page, key) => {
    const page = content[key];
    renderPage(lang, path, Page);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${page.title} | ViVu Travel`));

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(page.sections.map((s) => s.tab));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    for (const section of page.sections) {
      expect(screen.getByRole('region', { name: section.heading })).toHaveAttribute('id', section.id);
    }
    // Banner and closing call to action go to the search page.
    const ctas = screen.getAllByRole('link', { name: page.cta.button });
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', `/${lang}/search`);
  });

  it('cards link to the blog, impact, community, bcorp, foundation, adventures and newsroom', () => {
    renderPage(lang, 'who-we-are', WhoWeArePage);
    const cards = content.whoWeAre.sections.flatMap((s) => (s.kind === 'cards' ? s.cards : []));
    expect(cards.map((c) => screen.getByRole('link', { name: c.linkText }).getAttribute('href'))).toEqual([
      `/${lang}/post`,
      `/${lang}/post/impact`,
      `/${lang}/post/community`,
      `/${lang}/post/bcorp`,
      `/${lang}/post/foundation`,
      `/${lang}/post/adventures`,
      `/${lang}/post/newsroom`,
    ]);
  });

  it('inspiration carousel: idea label, title and description, linking to articles', () => {
    renderPage(lang, 'who-we-are', WhoWeArePage);
    const inspiration = content.whoWeAre.sections.find((s) => s.kind === 'inspiration');
    if (inspiration?.kind !== 'inspiration') throw new Error('no inspiration section');
    const carousel = screen.getByRole('group', { name: inspiration.heading });
    const first = inspiration.cards[0];
    const link = within(carousel).getByRole('link', { name: new RegExp(first.title) });
    expect(link).toHaveAttribute('href', `/${lang}/post/street-food-hanoi`);
    expect(within(link).getByText(first.idea)).toBeInTheDocument();
    expect(within(link).getByText(first.description)).toBeInTheDocument();
  });

  it('highlight cards: the first tours of the listing with a button to the trip', async () => {
    renderPage(lang, 'who-we-are', WhoWeArePage);
    const buttons = await screen.findAllByRole('link', {
      name: lang === 'vi' ? /^Xem chuyến đi: / : /^View trip: /,
    });
    expect(buttons).toHaveLength(3);
    for (const button of buttons)
      expect(button.getAttribute('href')).toMatch(new RegExp(`^/${lang}/detail-trip/[a-z0-9-]+$`));
  });

  it('clicking a tab scrolls to its section and marks it active; scrolling moves the active tab', async () => {
    const { user } = renderPage(lang, 'purpose', PurposePage);
    const sections = content.purpose.sections;
    const third = screen.getByRole('tab', { name: sections[2].tab });
    await user.click(third);
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts.at(-1)).toBe(
      document.getElementById(sections[2].id),
    );
    expect(third).toHaveAttribute('aria-selected', 'true');

    // The activation line is the theme's offset under the header and the tab bar: 60 + 49 px on a phone (jsdom).
    expect(FakeObserver.instances.at(-1)?.options?.rootMargin).toBe('-109px 0px 0px 0px');
    // Later the reader scrolls: the second section's top has reached the line.
    await act(() => new Promise((r) => setTimeout(r, 1300)));
    placeSections({
      [sections[0].id]: -900,
      [sections[1].id]: 100,
      [sections[2].id]: 700,
      [sections[3].id]: 1300,
    });
    act(() => FakeObserver.instances.at(-1)?.fire());
    expect(screen.getByRole('tab', { name: sections[1].tab })).toHaveAttribute('aria-selected', 'true');
    expect(third).toHaveAttribute('aria-selected', 'false');
  });
});

describe('highlights states', () => {
  it('shows the error with a retry button when the listing fails', async () => {
    server.use(
      http.get('*/api/:lang/tours', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderPage('vi', 'books', BooksPage);
    expect(await screen.findByText('Không thể tải danh sách tour.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('shows the loading state first', () => {
    renderPage('en', 'books', BooksPage);
    expect(screen.getByRole('status', { name: 'Loading trips...' })).toBeInTheDocument();
  });
});
