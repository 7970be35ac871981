import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PlainTabs } from './PlainTabs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];

function Months({ onChange, initial = 2 }: { onChange: (month: number) => void; initial?: number | null }) {
  const [month, setMonth] = useState<number | null>(initial);
  return (
    <PlainTabs
      label="Departure months"
      value={month}
      onChange={(m) => {
        setMonth(m);
        onChange(m);
      }}
      tabs={MONTHS.map((name, m) => ({ value: m, label: name, disabled: m === 1 || m === 3 }))}
      previousLabel="Show earlier months"
      nextLabel="Show later months"
      divider
      compact
    />
  );
}

describe('PlainTabs', () => {
  it('is a named tab list with the selected tab alone in the keyboard order', () => {
    renderWithProviders(<Months onChange={() => undefined} />);
    const list = screen.getByRole('tablist', { name: 'Departure months' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(MONTHS);
    expect(within(list).getByRole('tab', { name: 'Mar' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    expect(within(list).getByRole('tab', { name: 'Feb' })).toBeDisabled();
  });

  it('moves the focus over the enabled tabs with the arrows (round), Home and End; Enter or a click chooses', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    renderWithProviders(<Months onChange={(m) => chosen.push(m)} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Mar').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('May')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Jan')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('May')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Jan')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('May')).toHaveFocus();
    // Moving the focus chooses nothing; Enter does.
    expect(chosen).toEqual([]);
    await user.keyboard('{Enter}');
    expect(tab('May')).toHaveAttribute('aria-selected', 'true');
    expect(tab('May').tabIndex).toBe(0);
    await user.click(tab('Jan'));
    // The selected tab again: nothing (a disabled one takes no pointer at all).
    await user.click(tab('Jan'));
    expect(chosen).toEqual([4, 0]);
  });

  it('puts the first enabled tab in the keyboard order while none is selected', () => {
    renderWithProviders(<Months onChange={() => undefined} initial={null} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
  });
});
