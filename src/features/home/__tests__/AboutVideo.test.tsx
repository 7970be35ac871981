import { fireEvent, screen } from '@testing-library/react';
import { setTestLanguage } from '@/test/i18n';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AboutSection } from '../components/AboutSection';

describe('the about section’s group-travel video', () => {
  it.each([
    ['en', 'Play video', 'The video cannot be played right now.'],
    ['vi', 'Phát video', 'Hiện không phát được video.'],
  ] as const)(
    'keeps the picture with a short note when the video cannot play (%s)',
    async (lang, play, note) => {
      setTestLanguage(lang);
      renderWithProviders(
        <AboutSection
          story={undefined}
          closing={undefined}
          settled
          media={{ image: 'about/group.jpg', video: 'about/group.mp4', achievements: [] }}
        />,
        { route: `/${lang}` },
      );
      fireEvent.click(await screen.findByRole('button', { name: play }));
      const video = document.querySelector('video')!;
      expect(video).toHaveAttribute('poster', '/storage/about/group.jpg');
      fireEvent.error(video);
      expect(document.querySelector('video')).toBeNull();
      expect(screen.getByRole('img')).toHaveAttribute('src', '/storage/about/group.jpg');
      expect(screen.getByRole('status')).toHaveTextContent(note);
      expect(screen.queryByRole('button', { name: play })).not.toBeInTheDocument();
    },
  );
});
