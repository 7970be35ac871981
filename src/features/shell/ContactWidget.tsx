import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/components/whenIdle';
import { watchKeepClear, type KeepClearPlace } from './keepClear';
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
  transition: theme.transitions.create([
    'background-color',
    'box-shadow',
    'opacity',
    'transform',
    'visibility',
  ]),
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  // Stepped aside: something the visitor reads or uses lies under it (see keepClear.ts).
  transform: 'translateY(calc(-1px * var(--lift, 0)))',
  // No clear spot, or a picker or dialog open: a slim tab in the window's edge gutter (16 px of a 24 × 56 px tab
  // show on phones, whose gutter is 16 px; all of it from 640 px), still one tap away.
  '&[data-place="tucked"]': {
    right: -8,
    width: 24,
    borderRadius: '12px 0 0 12px',
    justifyContent: 'flex-start',
    paddingLeft: 1,
    '& svg': { fontSize: 14 },
    [theme.breakpoints.up('sm')]: { right: 0, justifyContent: 'center', paddingLeft: 0 },
  },
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
  // Where the button keeps clear of the page (keepClear.ts): lifted to a clear spot, tucked, or hidden.
  const [place, setPlace] = useState<KeepClearPlace>({ lift: 0 });
  const button = useRef<HTMLButtonElement>(null);
  // Starts once the page is idle after hydration: the button keeps clear of controls (keepClear.ts).
  useEffect(() => {
    let stop = () => undefined as void;
    const cancel = whenIdle(() => {
      if (button.current) stop = watchKeepClear(button.current, setPlace);
    });
    return () => {
      cancel();
      stop();
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
        data-place={typeof place === 'string' && !open ? place : undefined}
        style={
          typeof place === 'object' && place.lift
            ? ({ '--lift': place.lift } as React.CSSProperties)
            : undefined
        }
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
