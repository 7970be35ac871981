/**
 * Full-screen gallery (yet-another-react-lightbox + its Thumbnails plugin): swipe, previous/next, thumbnails,
 * closed by the close button or a click on the backdrop. This module is loaded on the first open only.
 * The library's stylesheets are emitted as files by webpack; React 19 inserts the <link> elements in <head>
 * (precedence) and waits for them before showing the gallery.
 */
import Lightbox from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import lightboxCss from 'yet-another-react-lightbox/styles.css';
import thumbnailsCss from 'yet-another-react-lightbox/plugins/thumbnails.css';

export interface GallerySlide {
  src: string;
  alt: string;
}

export interface GalleryLightboxProps {
  open: boolean;
  index: number;
  slides: GallerySlide[];
  onClose: () => void;
  labels?: Record<string, string>;
}

const stylesheets = [lightboxCss, thumbnailsCss].filter((href): href is string => typeof href === 'string');

export default function GalleryLightbox({ open, index, slides, onClose, labels }: GalleryLightboxProps) {
  return (
    <>
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Thumbnails]}
        controller={{ closeOnBackdropClick: true }}
        carousel={{ finite: slides.length <= 1 }}
        labels={labels}
      />
    </>
  );
}
