import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import(/* webpackChunkName: "contact-dialog" */ './contact/ContactDialog');
const ContactDialog = lazy(loadDialog);

/**
 * The floating contact button (bottom right). Its enquiry form (dialog, text fields, validation, request) is a
 * separate chunk, fetched when the button is hovered, focused or clicked, so it costs nothing on first paint.
 */
export function ContactWidget() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const openDialog = () => {
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <Fab
        color="primary"
        aria-label={t('contact.open')}
        aria-haspopup="dialog"
        onClick={openDialog}
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
      >
        <SupportAgentIcon />
      </Fab>
      {loaded && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default ContactWidget;
