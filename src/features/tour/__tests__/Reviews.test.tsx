import { StrictMode, Suspense } from 'react';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import TourDetailPage from '../pages/TourDetailPage';
import { craftedTour } from './fixtures';

const requests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/tour-reviews-show')) requests.push(url);
};

// jsdom has no layout: give elements a size so the virtualiser renders a window of rows,
// and a scroll height so that only an explicit scroll reaches the bottom.
const sizes = { offsetHeight: 600, offsetWidth: 800, clientHeight: 600, scrollHeight: 5000 } as const;
const saved: Record<string, PropertyDescriptor | undefined> = {};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onRequest);
  for (const [key, value] of Object.entries(sizes)) {
    saved[key] =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, key) ??
      Object.getOwnPropertyDescriptor(Element.prototype, key);
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  requests.length = 0;
});
afterAll(() => {
  server.events.removeListener('request:start', onRequest);
  server.close();
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  }
});

const RATING_FILTERS = [
  { stars: 5, count: 12 },
  { stars: 4, count: 3 },
  { stars: 3, count: 1 },
  { stars: 2, count: 0 },
  { stars: 1, count: 0 },
];

function review(id: number, rating = 5, comment = `Comment ${id}`) {
  return { id, tour_id: 77, user_name: `Guest ${id}`, rating, comment, review_date: '2026-03-14' };
}

/** Reviews answered page by page: 3 pages of 10, filtered by stars[]. */
function serveReviews() {
  server.use(
    http.get('*/api/:lang/tour-reviews-show', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const stars = url.searchParams.getAll('stars[]').map(Number);
      const lastPage = perPage === 1 ? 16 : 3;
      const reviews = Array.from({ length: perPage }, (_, i) =>
        review((page - 1) * perPage + i + 1, stars[0] ?? 5),
      );
      return HttpResponse.json({
        success: true,
        data: {
          reviews,
          ratingFilters: RATING_FILTERS,
          pagination: {
            current_page: page,
            last_page: lastPage,
            per_page: perPage,
            total: lastPage * perPage,
          },
        },
      });
    }),
  );
}

function renderTour(lang: 'vi' | 'en', strict = false) {
  server.use(http.get('*/api/:lang/tours/:slug', () => HttpResponse.json(craftedTour())));
  const page = (
    <Suspense fallback={null}>
      <TourDetailPage />
    </Suspense>
  );
  return renderWithProviders(strict ? <StrictMode>{page}</StrictMode> : page, {
    route: `/${lang}/detail-trip/crafted-tour`,
    path: '/:lang/detail-trip/:slug',
  });
}

describe('reviews', () => {
  it('shows the weighted average and total, the distribution and the first 5 reviews (en)', async () => {
    serveReviews();
    renderTour('en');
    expect(await screen.findByText('4.7 out of 5 · 16 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4.7 (16 reviews)' })).toHaveAttribute('href', '#review');
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('checkbox', { name: '5 stars (12)' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: '1 star (0)' })).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(5));
    const summaryCall = requests.find((u) => u.searchParams.get('per_page') === '1');
    expect(summaryCall?.searchParams.get('type')).toBe('tour');
    expect(summaryCall?.searchParams.get('slug')).toBe('crafted-tour');
    expect(summaryCall?.searchParams.get('page')).toBe('1');
  });

  it('logs a failed review summary as HTTP {status}; the reviews that loaded still show, with no error line', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveReviews();
    server.use(
      http.get('*/api/:lang/tour-reviews-show', ({ request }) =>
        new URL(request.url).searchParams.get('per_page') === '1'
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : undefined,
      ),
    );
    renderTour('en');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(5));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Review summary could not be loaded:',
        'connection',
        expect.objectContaining({ kind: 'http', status: 503 }),
      ),
    );
    errors.mockRestore();
  });

  it.each([
    ['en', 'Reviews', 'Error loading reviews: could not connect to the server, please try again'],
    ['vi', 'Đánh giá', 'Lỗi khi tải đánh giá: không kết nối được máy chủ, vui lòng thử lại'],
  ] as const)(
    'with every reviews call failing, one line says so in words, never the raw answer (%s)',
    async (lang, name, text) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      server.use(
        http.get('*/api/:lang/tour-reviews-show', () =>
          HttpResponse.json({ success: false, errors: { internal: ['trace #42'] } }, { status: 500 }),
        ),
      );
      renderTour(lang);
      const section = await screen.findByRole('region', { name });
      expect(await within(section).findByRole('alert')).toHaveTextContent(text);
      expect(within(section).getAllByRole('alert')).toHaveLength(1);
      expect(section).not.toHaveTextContent('trace #42');
      expect(section).not.toHaveTextContent('{');
      expect(section).not.toHaveTextContent(/HTTP|500|Internal Server Error/);
      errors.mockRestore();
    },
  );

  it('truncates comments over 300 characters (vi)', async () => {
    const long = 'Tuyệt vời '.repeat(40);
    server.use(
      http.get('*/api/:lang/tour-reviews-show', () =>
        HttpResponse.json({
          success: true,
          data: {
            reviews: [review(1, 5, long)],
            ratingFilters: [{ stars: 5, count: 1 }],
            pagination: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
          },
        }),
      ),
    );
    const { user } = renderTour('vi');
    const more = await screen.findByRole('button', { name: 'Xem thêm', expanded: false });
    const article = screen.getAllByRole('article')[0];
    expect(Array.from(article.querySelector('p')?.textContent ?? '').length).toBeLessThanOrEqual(301);
    await user.click(more);
    expect(within(article).getByText(long.trim(), { normalizer: (s) => s.trim() })).toBeInTheDocument();
  });

  it('shows the empty and error messages (vi, en)', async () => {
    server.use(
      http.get('*/api/:lang/tour-reviews-show', () =>
        HttpResponse.json({
          success: true,
          data: {
            reviews: [],
            ratingFilters: [],
            pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
          },
        }),
      ),
    );
    const first = renderTour('vi');
    expect(
      await screen.findByText('Chưa có đánh giá nào. Hãy là người đầu tiên đánh giá!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chưa có đánh giá')).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/:lang/tour-reviews-show', () => HttpResponse.json({ success: false })));
    const second = renderTour('en');
    expect(
      await screen.findByText('Error loading reviews: API request failed or success field is false'),
    ).toBeInTheDocument();
    second.unmount();

    server.use(
      http.get('*/api/:lang/tour-reviews-show', () => new HttpResponse('Bad gateway', { status: 422 })),
    );
    renderTour('en');
    expect(
      await screen.findByText('Error loading reviews: could not connect to the server, please try again'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/HTTP 422|Bad gateway/)).not.toBeInTheDocument();
  });

  it('filters the modal by stars and loads the next page near the bottom (en)', async () => {
    serveReviews();
    const { user } = renderTour('en');
    await user.click(await screen.findByRole('button', { name: 'Read all reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'All reviews' });
    await waitFor(() => expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(0));
    const list = within(dialog).getByTestId('reviews-modal-list');

    requests.length = 0;
    await user.click(within(dialog).getByRole('checkbox', { name: '5 stars (12)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '4 stars (3)' }));
    await waitFor(() => {
      const last = requests.at(-1);
      expect(last?.searchParams.getAll('stars[]')).toEqual(['5', '4']);
      expect(last?.searchParams.get('page')).toBe('1');
      expect(last?.searchParams.get('per_page')).toBe('10');
    });
    await waitFor(() => expect(within(dialog).getByRole('feed')).toHaveAttribute('aria-busy', 'false'));

    requests.length = 0;
    Object.defineProperty(list, 'scrollTop', { configurable: true, value: 4300 });
    fireEvent.scroll(list);
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('page') === '2')).toBe(true));
    const next = requests.find((u) => u.searchParams.get('page') === '2');
    expect(next?.searchParams.getAll('stars[]')).toEqual(['5', '4']);
    await waitFor(() => expect(within(dialog).getByRole('feed')).toHaveAttribute('aria-busy', 'false'));
    // The window of rows stays small however many reviews are loaded.
    expect(within(dialog).getAllByRole('article').length).toBeLessThan(20);

    // Clearing the filters restarts at page 1 without stars.
    requests.length = 0;
    await user.click(within(dialog).getByRole('checkbox', { name: '5 stars (12)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '4 stars (3)' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.getAll('stars[]')).toEqual([]));
  });

  it('shows the filtered-empty message with clear filters in the modal (vi)', async () => {
    server.use(
      http.get('*/api/:lang/tour-reviews-show', ({ request }) => {
        const stars = new URL(request.url).searchParams.getAll('stars[]');
        const reviews = stars.length ? [] : [review(1)];
        return HttpResponse.json({
          success: true,
          data: {
            reviews,
            ratingFilters: [{ stars: 5, count: 1 }],
            pagination: { current_page: 1, last_page: 1, per_page: 10, total: reviews.length },
          },
        });
      }),
    );
    const { user } = renderTour('vi');
    await user.click(await screen.findByRole('button', { name: 'Đọc tất cả đánh giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tất cả đánh giá' });
    await user.click(within(dialog).getByRole('checkbox', { name: '2 sao (0)' }));
    expect(
      await within(dialog).findByText('Không có đánh giá nào phù hợp với bộ lọc đã chọn.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(1));
  });

  it('ignores the answer of a request cancelled by a new filter, also under StrictMode (en)', async () => {
    server.use(
      http.get('*/api/:lang/tour-reviews-show', async ({ request }) => {
        const url = new URL(request.url);
        const stars = url.searchParams.getAll('stars[]');
        const modalFirstPage = url.searchParams.get('per_page') === '10' && stars.length === 0;
        if (modalFirstPage) await new Promise((resolve) => setTimeout(resolve, 400));
        const comment = stars.length ? 'Fresh filtered review' : 'Unfiltered review';
        return HttpResponse.json({
          success: true,
          data: {
            reviews: [review(stars.length ? 2 : 1, 5, comment)],
            ratingFilters: RATING_FILTERS,
            pagination: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
          },
        });
      }),
    );
    const { user } = renderTour('en', true);
    await user.click(await screen.findByRole('button', { name: 'Read all reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'All reviews' });
    await user.click(within(dialog).getByRole('checkbox', { name: '5 stars (12)' }));
    expect(await within(dialog).findByText('Fresh filtered review')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(within(dialog).queryByText('Unfiltered review')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);
  });

  it('loads the first page of the modal under StrictMode (development) (vi)', async () => {
    serveReviews();
    const { user } = renderTour('vi', true);
    await user.click(await screen.findByRole('button', { name: 'Đọc tất cả đánh giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tất cả đánh giá' });
    await waitFor(() => expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(dialog).getByRole('feed')).toHaveAttribute('aria-busy', 'false');
  });

  it('renders the modal frame hidden once the button nears the screen, and the first click opens it (en)', async () => {
    // jsdom has neither IntersectionObserver nor requestIdleCallback: the button is reported on screen at once and
    // idle callbacks run on a timer.
    const realObserver = window.IntersectionObserver;
    const realIdle = window.requestIdleCallback;
    const realCancelIdle = window.cancelIdleCallback;
    class OnScreen {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        setTimeout(() =>
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
      unobserve() {}
    }
    window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
    window.requestIdleCallback = ((run: IdleRequestCallback) =>
      window.setTimeout(
        () => run({ didTimeout: false, timeRemaining: () => 50 }),
        0,
      )) as typeof requestIdleCallback;
    window.cancelIdleCallback = (id: number) => window.clearTimeout(id);
    try {
      serveReviews();
      const { user, unmount } = renderTour('en');
      const button = await screen.findByRole('button', { name: 'Read all reviews' });
      // The warmed frame: in the page, closed, hidden from assistive technology, without the list.
      const warmed = await waitFor(() => {
        const hidden = screen.getByRole('dialog', { hidden: true });
        expect(hidden).toHaveAttribute('aria-labelledby', 'reviews-modal-title');
        expect(document.getElementById('reviews-modal-title')).toHaveTextContent('All reviews');
        expect(hidden.closest('[aria-hidden="true"]')).not.toBeNull();
        return hidden;
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(warmed).queryByRole('feed', { hidden: true })).not.toBeInTheDocument();

      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'All reviews' });
      await waitFor(() => expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(0));
      expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
      unmount(); // while the stand-ins are there: unmounting cancels idle callbacks
    } finally {
      window.IntersectionObserver = realObserver;
      window.requestIdleCallback = realIdle;
      window.cancelIdleCallback = realCancelIdle;
    }
  });
});
