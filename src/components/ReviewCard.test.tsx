import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewCard, type ReviewCardLabels } from './ReviewCard';

const labels: ReviewCardLabels = {
  anonymous: 'Anonymous',
  rated: (rating) => `Rated ${rating} out of 5`,
  readMore: 'Read more',
  readLess: 'Read less',
};

describe('ReviewCard (the one review card of the tour and category pages)', () => {
  it('shows the author, the stars with their label, the date and the comment', () => {
    render(
      <ReviewCard
        review={{ id: 1, user_name: 'Lan', rating: 4, comment: 'Lovely trip', review_date: '2026-03-05' }}
        lang="en"
        labels={labels}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Lovely trip')).toBeInTheDocument();
  });

  it('names the trip only when asked, and the anonymous author in the page language', () => {
    const review = { id: 2, tour_name: 'Amazon Jungle Lodge', comment: 'Great' };
    const { rerender } = render(<ReviewCard review={review} lang="en" labels={labels} />);
    expect(screen.queryByText('Amazon Jungle Lodge')).not.toBeInTheDocument();
    rerender(
      <ReviewCard review={review} lang="en" labels={{ ...labels, anonymous: 'Ẩn danh' }} showTrip framed />,
    );
    expect(screen.getByText('Amazon Jungle Lodge')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ẩn danh' })).toBeInTheDocument();
  });

  it('cuts a long comment at 300 characters with a read more toggle', async () => {
    const long = 'x'.repeat(320);
    render(<ReviewCard review={{ id: 3, comment: long }} lang="en" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
