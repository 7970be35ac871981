import { screen, waitFor } from '@testing-library/react';
import { resetAppConfig, setAppConfig } from '@/api/config';
import { setTestLanguage } from '@/test/i18n';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import TestPage from '../pages/TestPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetAppConfig();
  document.cookie = 'mock_scenario=; path=/; max-age=0';
});
afterAll(() => server.close());

function renderTestPage(lang: 'vi' | 'en', reload = jest.fn()) {
  setTestLanguage(lang);
  const view = renderWithProviders(<TestPage reload={reload} />, { route: '/test', path: '/test' });
  return { ...view, reload };
}

describe('/test page', () => {
  it.each([
    ['vi', 'Trang kiểm tra', 'Phiên bản bản dựng', 'mock nhúng (cùng nguồn)', 'Kịch bản'],
    ['en', 'Test page', 'Build version', 'embedded mock (same origin)', 'Scenario'],
  ] as const)(
    'shows version, content service and the active scenario (%s)',
    async (lang, title, version, mock, label) => {
      setAppConfig({ appVersion: '1.4.2+abc123' });
      document.cookie = 'mock_scenario=articles-404; path=/';
      renderTestPage(lang);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(version)).toBeInTheDocument();
      expect(screen.getByText('1.4.2+abc123')).toBeInTheDocument();
      expect(screen.getByText(mock)).toBeInTheDocument();
      expect(screen.getByTestId('active-scenario')).toHaveTextContent('articles-404');
      const select = screen.getByRole('combobox', { name: label });
      expect(select).toHaveValue('articles-404');
      await waitFor(() => expect(document.title).toBe(`${title} | ViVu Travel`));
    },
  );

  it('defaults to the default scenario and lists every scenario of the mock', () => {
    renderTestPage('en');
    expect(screen.getByTestId('active-scenario')).toHaveTextContent('default');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['default', 'tours-500', 'articles-404', 'slow']));
  });

  it('switching the scenario sets the cookie for the whole site and reloads', async () => {
    const { user, reload } = renderTestPage('en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'tours-500');
    expect(document.cookie).toContain('mock_scenario=tours-500');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('active-scenario')).toHaveTextContent('tours-500');
  });

  it('shows the configured content service and no scenario switch with a real service', () => {
    setAppConfig({ contentApiUrl: 'https://content.example.com', mockScenarios: [] });
    renderTestPage('en');
    expect(screen.getByText('https://content.example.com')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      screen.getByText('A real content service is configured: mock scenarios are not available.'),
    ).toBeInTheDocument();
  });
});
