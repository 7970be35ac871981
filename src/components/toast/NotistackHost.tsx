import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { connectToastSink, SNACKBAR_OPTIONS } from './toast';

/** notistack's provider; connected to the toast queue once mounted. */
export default function NotistackHost() {
  useEffect(() => connectToastSink(({ message, options }) => enqueueSnackbar(message, options)), []);
  return <SnackbarProvider {...SNACKBAR_OPTIONS} />;
}
