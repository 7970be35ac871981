import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfoPopover } from './InfoPopover';

describe('InfoPopover', () => {
  it('opens its explanation on press (its code loads then) and closes with Escape', async () => {
    render(<InfoPopover label="About the trip style" text="Small groups, local guides." />);
    expect(screen.queryByText('Small groups, local guides.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'About the trip style' }));
    expect(await screen.findByText('Small groups, local guides.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'About the trip style' });
    expect(screen.getByRole('button', { name: 'About the trip style' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
