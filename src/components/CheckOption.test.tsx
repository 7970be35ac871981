import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { styled } from '@mui/material/styles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CheckOption, checkOptionStyles } from './CheckOption';

const Options = styled('div')(({ theme }) => checkOptionStyles(theme));

function Filter({ onChange }: { onChange: (checked: boolean) => void }) {
  const [sale, setSale] = useState(false);
  return (
    <Options>
      <CheckOption
        checked={sale}
        onChange={(checked) => {
          setSale(checked);
          onChange(checked);
        }}
      >
        On sale only
      </CheckOption>
      <CheckOption small checked onChange={() => undefined}>
        5 stars (6)
      </CheckOption>
    </Options>
  );
}

describe('CheckOption', () => {
  it('is a checkbox named by its text, toggled by a click on the text and by the keyboard', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    renderWithProviders(<Filter onChange={(checked) => changes.push(checked)} />);
    const sale = screen.getByRole('checkbox', { name: 'On sale only' });
    expect(sale).not.toBeChecked();
    await user.click(screen.getByText('On sale only'));
    expect(sale).toBeChecked();
    sale.focus();
    await user.keyboard(' ');
    expect(sale).not.toBeChecked();
    expect(changes).toEqual([true, false]);
    expect(screen.getByRole('checkbox', { name: '5 stars (6)' })).toBeChecked();
  });

  it('draws the checked and the empty box, the icon hidden from assistive technology', () => {
    renderWithProviders(<Filter onChange={() => undefined} />);
    const [empty, checked] = screen.getAllByRole('checkbox').map((box) => box.nextElementSibling!);
    expect(empty.getAttribute('aria-hidden')).toBe('true');
    expect(empty.querySelector('path')!.getAttribute('d')).not.toBe(
      checked.querySelector('path')!.getAttribute('d'),
    );
    // The small option says so: its parent's rules draw its icon at 20 px.
    expect(screen.getByText('5 stars (6)').closest('label')!.getAttribute('data-check-option')).toBe('small');
  });
});
