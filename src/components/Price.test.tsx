import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n, { setTestLanguage } from '@/test/i18n';
import { Price } from './Price';

function renderPrice(ui: React.ReactElement, lang: 'vi' | 'en') {
  setTestLanguage(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('Price (the one price of every trip list)', () => {
  it('strikes the original price through and names it for screen readers (en)', () => {
    renderPrice(<Price display={{ kind: 'amount', price: '990 VNĐ', originalPrice: '1.290 VNĐ' }} />, 'en');
    expect(screen.getByText('1.290 VNĐ').tagName).toBe('S');
    expect(screen.getByText('Original price:')).toBeInTheDocument();
    expect(screen.getByText('990 VNĐ')).toBeInTheDocument();
  });

  it('shows the price alone when there is no original (vi)', () => {
    renderPrice(<Price display={{ kind: 'amount', price: '13.900.000 VNĐ' }} />, 'vi');
    expect(screen.getByText('13.900.000 VNĐ')).toBeInTheDocument();
    expect(screen.queryByText(/Giá gốc/)).not.toBeInTheDocument();
  });

  it("says 'Contact for price' without a price, or the caller's text", () => {
    const { unmount } = renderPrice(<Price display={{ kind: 'negotiable' }} />, 'vi');
    expect(screen.getByText('Thỏa thuận')).toBeInTheDocument();
    unmount();
    const second = renderPrice(<Price display={{ kind: 'negotiable' }} />, 'en');
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
    second.unmount();
    renderPrice(<Price display={{ kind: 'negotiable' }} noPriceLabel="Contact us" />, 'en');
    expect(screen.getByText('Contact us')).toBeInTheDocument();
  });
});
