import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { setTestLanguage } from '@/test/i18n';
import { useLang } from './hooks';

function LangProbe() {
  return <p>lang:{useLang()}</p>;
}

describe('useLang (the one page-language hook)', () => {
  it.each([
    ['/en/search', 'en'],
    ['/vi/japan/tokyo', 'vi'],
    ['/EN/detail-trip/amazon-jungle-lodge', 'en'],
    ['/Vi/detail-trip/amazon-jungle-lodge', 'vi'],
  ])('reads the language of %s from the URL, in any case', async (route, lang) => {
    renderWithProviders(<LangProbe />, { route });
    expect(await screen.findByText(`lang:${lang}`)).toBeInTheDocument();
  });

  it.each(['vi', 'en'] as const)(
    'falls back to the interface language (%s) on pages without a language segment',
    async (interfaceLanguage) => {
      setTestLanguage(interfaceLanguage);
      renderWithProviders(<LangProbe />, { route: '/booking' });
      expect(await screen.findByText(`lang:${interfaceLanguage}`)).toBeInTheDocument();
    },
  );

  it('needs no route pattern: layout parts and error elements get the same answer as the page', async () => {
    renderWithProviders(<LangProbe />, { route: '/en/contact/wishlist' });
    expect(await screen.findByText('lang:en')).toBeInTheDocument();
  });
});
