import type {EnqueueSnackbar, ProviderContext, SnackbarOrigin, VariantType} from 'notistack';
import {translate} from '@docusaurus/Translate';
import ToastMessage from '@site/src/components/ToastMessage';

type CloseSnackbar = ProviderContext['closeSnackbar'];
type Toast = {title: string; description: string; variant: VariantType};

// A constant of this module: write-translations reads descriptions statically, within one file.
const SPEC = 'The specification quotes this English wording: keep the English as it is.';

/** The title of both error toasts. */
const errorTitle = () =>
  translate({
    id: 'form.toast.error.title',
    message: 'Error',
    description: `Title of the contact form's toast when a message could not be sent (one word). ${SPEC}`,
  });

/**
 * Every toast the form can show, word for word, in the page's language: change the wording here and
 * nowhere else (a validation toast's message, the broken rule, is worded in ./messages.ts). Functions,
 * so each toast is worded when it is shown.
 */
export const TOASTS = {
  /** `message`: the broken rule, already worded (./messages.ts issueMessage). */
  validation: (message: string): Toast => ({
    title: translate({
      id: 'form.toast.validation.title',
      message: 'Validation Error',
      description: `Title of the contact form's toast when a field is empty or invalid; the message under it names the field. ${SPEC}`,
    }),
    description: message,
    variant: 'error',
  }),
  insertFailed: (): Toast => ({
    title: errorTitle(),
    description: translate({
      id: 'form.toast.insertFailed',
      message: 'Failed to submit form. Please try again.',
      description: `Contact form toast: the message could not be stored (the server refused or did not answer). ${SPEC}`,
    }),
    variant: 'error',
  }),
  unexpected: (): Toast => ({
    title: errorTitle(),
    description: translate({
      id: 'form.toast.unexpected',
      message: 'An unexpected error occurred. Please try again.',
      description: `Contact form toast: anything else went wrong (offline, a part of the page did not load). ${SPEC}`,
    }),
    variant: 'error',
  }),
  success: (): Toast => ({
    title: translate({
      id: 'form.toast.success.title',
      message: 'Success!',
      description: `Title of the contact form's toast once a message is stored. ${SPEC}`,
    }),
    description: translate({
      id: 'form.toast.success.message',
      message: "Thank you for your interest. We'll be in touch soon!",
      description: `Contact form toast once a message is stored. ${SPEC}`,
    }),
    variant: 'success',
  }),
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
