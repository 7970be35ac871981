import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import i18n, { setTestLanguage } from '@/test/i18n';
import PlaceAutocomplete from '../components/PlaceAutocomplete';

const COUNTRIES = ['Vanuatu', 'Việt Nam', 'Venezuela'];

function Harness({ start, onChange }: { start: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <PlaceAutocomplete
        id="country"
        label="Country"
        value={value}
        options={COUNTRIES}
        freeSolo={false}
        loading={false}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        // It replaces a focused stand-in, as PlaceField renders it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </I18nextProvider>
  );
}

describe('PlaceAutocomplete taking over from its stand-in', () => {
  beforeEach(() => setTestLanguage('en'));

  it('keeps text typed into the stand-in as a search: the list opens filtered by it, and nothing is chosen until an option is', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start="Việt N" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Việt N');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Việt Nam']);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.click(within(list).getByRole('option', { name: 'Việt Nam' }));
    expect(onChange).toHaveBeenLastCalledWith('Việt Nam');
    expect(box).toHaveValue('Việt Nam');
  });

  it('keeps a chosen option as the value, with the list closed', () => {
    const onChange = jest.fn();
    render(<Harness start="Venezuela" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Venezuela');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
