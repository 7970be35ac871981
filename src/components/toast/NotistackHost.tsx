import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { connectToastSink, SNACKBAR_OPTIONS } from './toast';

const BELOW_HEADER_CSS =
  '.toasts-below-header{top:68px!important}@media (min-width:640px){.toasts-below-header{top:80px!important}}';

/** notistack's provider; connected to the toast queue once mounted. */
export default function NotistackHost() {
  useEffect(() => connectToastSink(({ message, options }) => enqueueSnackbar(message, options)), []);
  return (
    <>
      {/* Toasts open 8 px under the sticky header (60 / 72 px), never over its language or currency switch. */}
      <style>{BELOW_HEADER_CSS}</style>
      <SnackbarProvider
        {...SNACKBAR_OPTIONS}
        classes={{ containerAnchorOriginTopRight: 'toasts-below-header' }}
      />
    </>
  );
}
