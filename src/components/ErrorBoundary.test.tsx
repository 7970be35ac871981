import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ErrorBoundary, ErrorFallback } from './ErrorBoundary';

function Boom(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows the bilingual error with a reload button instead of a white page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(
      screen.getByText('Rất tiếc, trang gặp sự cố ngoài ý muốn. Vui lòng tải lại trang.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, this page ran into an unexpected problem. Please reload the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại trang / Reload page' })).toBeInTheDocument();
    errors.mockRestore();
  });

  it('renders a custom fallback when given', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('fallback')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('renders its children when nothing fails', async () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>content</p>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('content')).toBeInTheDocument();
  });

  it('logs the error, and forgets it when its reset key changes (a navigation)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function MaybeBoom() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    const { rerender } = renderWithProviders(
      <ErrorBoundary fallback={<p>fallback</p>} resetKey="/vi/a">
        <MaybeBoom />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('fallback')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Uncaught error in the page', expect.any(Error), expect.any(String));
    fail = false;
    rerender(
      <ErrorBoundary fallback={<p>fallback</p>} resetKey="/vi/b">
        <MaybeBoom />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('the reload button reloads', async () => {
    const onReload = jest.fn();
    const { user } = renderWithProviders(<ErrorFallback onReload={onReload} />, { route: '/en' });
    await user.click(await screen.findByRole('button', { name: 'Tải lại trang / Reload page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
