// First: it makes the style sheet notistack's styling engine would otherwise create through a sink.
import './gooberSheet';
import {useEffect} from 'react';
import {closeSnackbar, enqueueSnackbar, SnackbarProvider} from 'notistack';
import styles from './styles.module.css';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastFunctions = {enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar};

/** notistack's provider, holding no page content: toasts are shown through its global functions. */
export default function Host({onReady}: {onReady: (toasts: ToastFunctions) => void}) {
  // notistack binds enqueueSnackbar/closeSnackbar to the provider when it is created, so they
  // work from the first effect on.
  useEffect(() => onReady({enqueueSnackbar, closeSnackbar}), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      // Top right, under the header (full width on phones): clear of the contact form's Send
      // button, which sits low on the screen when pressed (ContactForm moves a toast to the
      // bottom when it is not). The spec's default, bottom right, covered it.
      anchorOrigin={{vertical: 'top', horizontal: 'right'}}
      classes={{containerAnchorOriginTopRight: styles.belowHeader}}
      preventDuplicate={false}
    />
  );
}
