/**
 * @jest-environment node
 *
 * The server bundle's useTranslation (./useTranslation.server.ts) answers as react-i18next's hook does on the
 * server: the texts, interpolation and plurals of the page's language, the same `[t, i18n, ready]` answer, and the
 * namespaces a render used (what the page embeds).
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createServerI18n, usedResources } from '@/app/i18nServer';
import { useTranslation } from './useTranslation.server';

function Texts() {
  const { t } = useTranslation('tour');
  const [common, , ready] = useTranslation();
  const vi = useTranslation('tour', { lng: 'vi' });
  const prefixed = useTranslation('tour', { keyPrefix: 'itinerary' });
  return (
    <p>
      {[
        t('itinerary.meals'),
        t('itinerary.meals'),
        t('itinerary.nights', { name: 'Hotel', count: 2 }),
        common('brand'),
        String(ready),
        vi.t('itinerary.meals'),
        prefixed.t('meals'),
      ].join(' | ')}
    </p>
  );
}

describe('useTranslation (server bundle)', () => {
  it("gives the page language's texts, interpolated and plural, and reports the namespaces used", () => {
    const i18n = createServerI18n('en');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    expect(html).toContain('Meals | Meals | Hotel (2 nights) | ViVu Travel | true | Bữa ăn | Meals');
    expect(Object.keys(usedResources(i18n, 'en')).sort()).toEqual(['common', 'tour']);
  });

  it("keeps each render's language: the same text in another request's language is that language's", () => {
    const render = (lang: 'vi' | 'en') =>
      renderToString(
        <I18nextProvider i18n={createServerI18n(lang)}>
          <Texts />
        </I18nextProvider>,
      );
    expect(render('en')).toContain('Meals | Meals');
    expect(render('vi')).toContain('Bữa ăn | Bữa ăn');
    expect(render('en')).toContain('Meals | Meals');
  });

  it("keeps each render's namespaces: renders of one language share its instance, not what they used", () => {
    const [first, second] = [createServerI18n('en'), createServerI18n('en')];
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    renderToString(
      <I18nextProvider i18n={first}>
        <Texts />
      </I18nextProvider>,
    );
    expect(Object.keys(usedResources(first, 'en')).sort()).toEqual(['common', 'tour']);
    expect(usedResources(second, 'en')).toEqual({});
    expect(Object.keys(usedResources(createServerI18n('en'), 'en'))).toEqual([]);
    expect(second.language).toBe('en');
    expect(createServerI18n('vi').t('tour:itinerary.meals')).toBe('Bữa ăn');
  });

  it('keeps a text per key and options: other options or languages give their own text', () => {
    function Nights() {
      const { t } = useTranslation('tour');
      const vi = useTranslation('tour', { lng: 'vi' });
      return (
        <p>
          {[
            t('itinerary.nights', { name: 'Hotel', count: 1 }),
            t('itinerary.nights', { name: 'Hotel', count: 2 }),
            t('itinerary.nights', { name: 'Hotel', count: 1 }),
            t('itinerary.nights', { name: 'Inn', count: 1 }),
            // Not kept (an object in the options): still the translator's answer.
            t('itinerary.nights', { name: 'Hotel', count: 3, extra: { a: 1 } }),
            vi.t('itinerary.nights', { name: 'Hotel', count: 1 }),
          ].join(' | ')}
        </p>
      );
    }
    const html = renderToString(
      <I18nextProvider i18n={createServerI18n('en')}>
        <Nights />
      </I18nextProvider>,
    );
    expect(html).toContain(
      'Hotel (1 night) | Hotel (2 nights) | Hotel (1 night) | Inn (1 night) | Hotel (3 nights) | Hotel (1 đêm)',
    );
  });
});
