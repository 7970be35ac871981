import { useLayoutEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import Portal from '@mui/material/Portal';
import { BodyPortal } from './BodyPortal';

/** Records, in the owner's first commit, whether the portal's content is already in <body>. */
function Owner({ wrap, seen }: { wrap: (content: ReactNode) => ReactNode; seen: boolean[] }) {
  useLayoutEffect(() => {
    const dialog = document.querySelector('[data-testid="modal"]');
    seen.push(Boolean(dialog && dialog.parentElement === document.body));
  }, [seen]);
  return (
    <main>
      {wrap(
        <div role="dialog" aria-label="Menu" data-testid="modal">
          content
        </div>,
      )}
    </main>
  );
}

describe('BodyPortal', () => {
  it('puts its content straight into <body>, in the same commit as its owner (no second render)', () => {
    const seen: boolean[] = [];
    render(<Owner wrap={(content) => <BodyPortal>{content}</BodyPortal>} seen={seen} />);
    expect(seen).toEqual([true]);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.closest('main')).toBeNull();
  });

  it('is what MUI’s own Portal is not: that one shows its content only after a second render', () => {
    const seen: boolean[] = [];
    render(<Owner wrap={(content) => <Portal>{content}</Portal>} seen={seen} />);
    // The reason for BodyPortal: MUI's Portal renders the content in a synchronous re-render from a layout effect.
    expect(seen).toEqual([false]);
    expect(screen.getByRole('dialog', { name: 'Menu' }).parentElement).toBe(document.body);
  });
});
