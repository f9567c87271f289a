import {useEffect, type ReactNode} from 'react';
import {SnackbarProvider} from 'notistack';
import styles from './Root.module.css';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/** Wraps every page: hosts the toasts the contact form shows. */
export default function Root({children}: {children: ReactNode}) {
  // Marks the moment the page became interactive (hydrated): browser tests wait for it, and
  // styles may use it to reveal enhancements that only work with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      // Top right, under the header (full width on phones): clear of the contact form's Send
      // button, which sits low on the screen when pressed (ContactForm moves a toast to the
      // bottom when it is not). The usual corner, bottom right, covered it.
      anchorOrigin={{vertical: 'top', horizontal: 'right'}}
      classes={{containerAnchorOriginTopRight: styles.belowHeader}}
      preventDuplicate={false}>
      {children}
    </SnackbarProvider>
  );
}
