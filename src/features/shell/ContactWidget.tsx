import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import(/* webpackChunkName: "contact-dialog" */ './contact/ContactDialog');
const ContactDialog = lazy(loadDialog);

/** A round floating button in MUI's Fab look (56 px, primary, raised), without the Fab component's code. */
const FloatingButton = styled(ButtonBase, { label: 'ContactButton' })(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: theme.zIndex.speedDial,
  width: 56,
  height: 56,
  borderRadius: '50%',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[6],
  transition: theme.transitions.create(['background-color', 'box-shadow', 'transform']),
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  // Where it keeps clear of the page (lifted, or tucked into the edge) is set by keepClear.ts.
  '&:active': { boxShadow: theme.shadows[12] },
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
  [theme.breakpoints.up('sm')]: { right: 24, bottom: 24 },
}));

/**
 * The floating contact button (bottom right). Its enquiry form (dialog, text fields, validation, request) is a
 * separate chunk, fetched when the button is hovered, focused or clicked, so it costs nothing on first paint.
 */
export function ContactWidget() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Keeping clear starts with the visitor's first scroll (what brings something under the
  // button): its code (keepClear.ts) arrives then, not with the page.
  useEffect(() => {
    // Scrolling is what brings content under the button (a tap's own task is left alone).
    const events = ['scroll'];
    let stop: (() => void) | undefined;
    const off = () => events.forEach((type) => removeEventListener(type, start, true));
    function start() {
      off();
      import(/* webpackChunkName: "keep-clear" */ './keepClear').then(
        (m) => void (stop = button.current ? m.keepClear(button.current) : undefined),
        () => undefined, // offline: the button stays where it is
      );
    }
    events.forEach((type) => addEventListener(type, start, true));
    return () => {
      off();
      stop?.();
    };
  }, []);

  const openDialog = () => {
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <FloatingButton
        ref={button}
        aria-label={t('contact.open')}
        aria-haspopup="dialog"
        onClick={openDialog}
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <SupportAgentIcon />
      </FloatingButton>
      {loaded && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default ContactWidget;
