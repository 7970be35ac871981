import { render, screen } from '@testing-library/react';
import { useContentAfterOpen } from './useContentAfterOpen';

function Panel({ seen }: { seen: boolean[] }) {
  const content = useContentAfterOpen();
  seen.push(content);
  return (
    <div role="dialog" aria-label="Panel">
      {content ? <p>Long content</p> : <p>Loading…</p>}
    </div>
  );
}

describe('useContentAfterOpen', () => {
  it('renders the frame first and the content in the next render', async () => {
    const seen: boolean[] = [];
    render(<Panel seen={seen} />);
    expect(await screen.findByText('Long content')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen[seen.length - 1]).toBe(true);
  });
});
