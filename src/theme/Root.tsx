import type {ReactNode} from 'react';
import {SnackbarProvider} from 'notistack';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/** Wraps every page: hosts the toasts the contact form shows. */
export default function Root({children}: {children: ReactNode}) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
      preventDuplicate={false}>
      {children}
    </SnackbarProvider>
  );
}
