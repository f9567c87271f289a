import type {EnqueueSnackbar, SnackbarOrigin, VariantType} from 'notistack';
import ToastMessage from '@site/src/components/ToastMessage';

type Toast = {title: string; description: string; variant: VariantType};

/** The spec's error catalogue, word for word. */
export const TOASTS = {
  validation: (message: string): Toast => ({title: 'Validation Error', description: message, variant: 'error'}),
  insertFailed: {title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'error'} as Toast,
  unexpected: {title: 'Error', description: 'An unexpected error occurred. Please try again.', variant: 'error'} as Toast,
  success: {title: 'Success!', description: "Thank you for your interest. We'll be in touch soon!", variant: 'success'} as Toast,
};

/**
 * Where a toast goes so it does not cover `target` (the form's Send button, which the visitor just
 * pressed): at the top, under the header, as src/theme/Root places every toast, unless the button
 * has more room below it than above it; then at the bottom.
 */
export function toastOriginClearOf(target: Element | null): SnackbarOrigin {
  const origin: SnackbarOrigin = {vertical: 'top', horizontal: 'right'};
  if (!target) return origin;
  const box = target.getBoundingClientRect();
  return window.innerHeight - box.bottom > box.top ? {...origin, vertical: 'bottom'} : origin;
}

/** Shows a toast from the catalogue, placed clear of `target` when given. */
export const showToast = (enqueue: EnqueueSnackbar, target: () => Element | null) => (toast: Toast) =>
  enqueue(<ToastMessage title={toast.title} description={toast.description} />, {
    variant: toast.variant,
    anchorOrigin: toastOriginClearOf(target()),
  });
