import type {EnqueueSnackbar, ProviderContext, SnackbarOrigin, VariantType} from 'notistack';
import ToastMessage from '@site/src/components/ToastMessage';

type CloseSnackbar = ProviderContext['closeSnackbar'];
type Toast = {title: string; description: string; variant: VariantType};

/** Every message the form can show, word for word: change the wording here and nowhere else. */
export const TOASTS = {
  validation: (message: string): Toast => ({title: 'Validation Error', description: message, variant: 'error'}),
  insertFailed: {title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'error'} as Toast,
  unexpected: {
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'error',
  } as Toast,
  success: {
    title: 'Success!',
    description: "Thank you for your interest. We'll be in touch soon!",
    variant: 'success',
  } as Toast,
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

/** Toast ids: `contact-toast-<n>`, also the notistack key, so a toast on screen can be closed. */
const TOAST_ID_PREFIX = 'contact-toast-';
let toastCount = 0;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Shows a toast from the catalogue, clear of `target()` (the Send button). A toast from an earlier
 * submission that the page has since scrolled under the button is out of date once the form is
 * sent again: it is closed rather than left covering the button.
 */
export const showToast =
  (enqueue: EnqueueSnackbar, close: CloseSnackbar, target: () => Element | null) => (toast: Toast) => {
    const button = target();
    if (button) {
      const box = button.getBoundingClientRect();
      for (const earlier of document.querySelectorAll(`[id^="${TOAST_ID_PREFIX}"]`)) {
        if (overlaps(earlier.getBoundingClientRect(), box)) close(earlier.id);
      }
    }
    const id = `${TOAST_ID_PREFIX}${(toastCount += 1)}`;
    return enqueue(<ToastMessage title={toast.title} description={toast.description} />, {
      key: id,
      variant: toast.variant,
      anchorOrigin: toastOriginClearOf(button),
      SnackbarProps: {id},
    });
  };
