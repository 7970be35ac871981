import { lazy, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MountOnFirstOpen } from './MountOnFirstOpen';

let loads = 0;
const Panel = lazy(async () => {
  loads += 1;
  return { default: ({ open }: { open: boolean }) => <p>{open ? 'Panel open' : 'Panel closed'}</p> };
});

function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Toggle
      </button>
      <MountOnFirstOpen open={open}>
        <Panel open={open} />
      </MountOnFirstOpen>
    </>
  );
}

describe('MountOnFirstOpen', () => {
  it('loads nothing until first opened, then stays mounted across closes', async () => {
    render(<Host />);
    expect(screen.queryByText(/Panel/)).not.toBeInTheDocument();
    expect(loads).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Panel closed')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
