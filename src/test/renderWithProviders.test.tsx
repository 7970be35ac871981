import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useLang } from '@/lib/hooks';
import { makeStore } from '@/app/store';
import { recentSearchAdded, selectRecentSearches } from '@/features/shell/recentSearchesSlice';
import { renderWithProviders } from './renderWithProviders';

function Probe() {
  const lang = useLang();
  const params = useParams();
  const { t } = useTranslation('notFound');
  const recent = useAppSelector(selectRecentSearches);
  const dispatch = useAppDispatch();
  return (
    <div>
      <p>lang:{lang}</p>
      <p>params:{JSON.stringify(params)}</p>
      <p>text:{t('home')}</p>
      <p>recent:{recent.join(',')}</p>
      <button type="button" onClick={() => dispatch(recentSearchAdded('Peru'))}>
        add
      </button>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('mounts the ui at a route pattern, with the route language and every namespace loaded', async () => {
    renderWithProviders(<Probe />, { route: '/en/search?keyword=a+b', path: '/:lang/search' });
    expect(await screen.findByText('lang:en')).toBeInTheDocument();
    expect(screen.getByText('params:{"lang":"en"}')).toBeInTheDocument();
    expect(screen.getByText('text:Back to home')).toBeInTheDocument();
  });

  it('defaults to /vi and renders the ui at any address', async () => {
    renderWithProviders(<Probe />);
    expect(await screen.findByText('lang:vi')).toBeInTheDocument();
    expect(screen.getByText('text:Về trang chủ')).toBeInTheDocument();
  });

  it('takes a preloaded state, returns the store and a user-event instance', async () => {
    const { store, user } = renderWithProviders(<Probe />, {
      preloadedState: { recentSearches: { items: ['Laos'] } },
    });
    expect(await screen.findByText('recent:Laos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(store.getState().recentSearches.items).toEqual(['Peru', 'Laos']);
    expect(screen.getByText('recent:Peru,Laos')).toBeInTheDocument();
  });

  it('accepts an existing store', async () => {
    const store = makeStore();
    store.dispatch(recentSearchAdded('Chile'));
    renderWithProviders(<Probe />, { store });
    expect(await screen.findByText(/^recent:Chile,Europe/)).toBeInTheDocument();
  });

  it('with persist: restores persisted slices from localStorage', async () => {
    localStorage.setItem(
      'persist:recent-searches',
      JSON.stringify({
        items: JSON.stringify(['Bhutan']),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    renderWithProviders(<Probe />, { persist: true });
    expect(await screen.findByText('recent:Bhutan')).toBeInTheDocument();
    localStorage.clear();
  });

  it('a path that does not match renders nothing but navigation is observable', async () => {
    const { router, container } = renderWithProviders(<Probe />, {
      route: '/vi/other',
      path: '/:lang/search',
    });
    expect(router.state.location.pathname).toBe('/vi/other');
    expect(container).toBeEmptyDOMElement();
  });
});
