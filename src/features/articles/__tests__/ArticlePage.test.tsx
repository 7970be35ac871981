import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import ArticlePage from '../pages/ArticlePage';
import ArticleListPage from '../pages/ArticleListPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const renderArticle = (lang: 'vi' | 'en', slug: string) =>
  renderWithProviders(<ArticlePage />, { route: `/${lang}/post/${slug}`, path: '/:lang/post/:slug' });

function articleWithScript(lang: 'vi' | 'en') {
  return http.get('*/api/:lang/articles/:slug', ({ params }) =>
    HttpResponse.json({
      success: true,
      data: {
        slug: params.slug,
        title: lang === 'vi' ? 'Bài thử nghiệm' : 'Test article',
        summary: lang === 'vi' ? 'Tóm tắt bài viết.' : 'Article summary.',
        image: 'articles/test.jpg',
        content:
          '<h2>Heading in body</h2><p>Safe paragraph.</p><script>window.__articleScriptRan = true</script>' +
          '<img src="x.png" alt="inline" onerror="window.__articleScriptRan = true">',
      },
    }),
  );
}

describe('article page', () => {
  it.each([
    ['vi', 'Ẩm thực đường phố Hà Nội', 'Mười món ăn phải thử ở phố cổ.'],
    ['en', 'Hanoi street food', 'Ten dishes to try in the Old Quarter.'],
  ] as const)(
    'shows title, summary, image and body of the mock article (%s)',
    async (lang, title, summary) => {
      renderArticle(lang, 'street-food-hanoi');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(summary)).toBeInTheDocument();
      const image = screen.getByRole('img', { name: new RegExp(title) });
      expect(image).toHaveAttribute('src', '/storage/articles/street-food-hanoi.jpg');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '630');
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | ViVu Travel`));
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', summary);
    },
  );

  it.each(['vi', 'en'] as const)(
    'renders the body sanitised: no script, no event handler (%s)',
    async (lang) => {
      server.use(articleWithScript(lang));
      const { container } = renderArticle(lang, 'test');
      expect(await screen.findByText('Safe paragraph.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Heading in body' })).toBeInTheDocument();
      expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
      expect(container.querySelector('[onerror]')).toBeNull();
      expect((window as unknown as { __articleScriptRan?: boolean }).__articleScriptRan).toBeUndefined();
    },
  );

  it.each([
    ['vi', 'Bài viết không tồn tại', 'Xin lỗi, bài viết bạn đang tìm không tồn tại hoặc không còn khả dụng.'],
    [
      'en',
      'Article Not Found',
      'Sorry, the article you are looking for does not exist or is no longer available.',
    ],
  ] as const)('shows the not-found view for a missing article (%s)', async (lang, heading, message) => {
    renderArticle(lang, 'no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | ViVu Travel`));
  });

  it('shows the not-found view when the service fails (500)', async () => {
    server.use(
      http.get('*/api/:lang/articles/:slug', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderArticle('en', 'street-food-hanoi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    renderArticle('vi', 'street-food-hanoi');
    expect(screen.getByText('Đang tải bài viết...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ẩm thực đường phố Hà Nội' }),
    ).toBeInTheDocument();
  });
});

describe('article list page', () => {
  const renderList = (lang: 'vi' | 'en') =>
    renderWithProviders(<ArticleListPage />, { route: `/${lang}/post`, path: '/:lang/post' });

  it.each([
    ['vi', 'Bài viết', 'Thời điểm đẹp nhất đến Nhật Bản'],
    ['en', 'Articles', 'Best time to visit Japan'],
  ] as const)(
    'lists the articles of the header menu and footer as links (%s)',
    async (lang, title, article) => {
      renderList(lang);
      expect(await screen.findByRole('link', { name: new RegExp(article) })).toHaveAttribute(
        'href',
        `/${lang}/post/best-time-to-visit-japan`,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const hrefs = screen
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
        .filter((h) => h?.startsWith(`/${lang}/post/`));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(hrefs).toEqual(
        expect.arrayContaining([`/${lang}/post/our-story`, `/${lang}/post/responsible-travel`]),
      );
    },
  );

  it('shows the empty state when menu and footer have no post', async () => {
    server.use(
      http.get('*/api/:lang/getHeader', () => HttpResponse.json({ success: true, data: [] })),
      http.get('*/api/:lang/getFooter', () => HttpResponse.json({ success: true, data: [] })),
    );
    renderList('en');
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });
});
