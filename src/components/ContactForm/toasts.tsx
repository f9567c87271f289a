import type {EnqueueSnackbar, VariantType} from 'notistack';
import ToastMessage from '@site/src/components/ToastMessage';

type Toast = {title: string; description: string; variant: VariantType};

/** The spec's error catalogue, word for word. */
export const TOASTS = {
  validation: (message: string): Toast => ({title: 'Validation Error', description: message, variant: 'error'}),
  insertFailed: {title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'error'} as Toast,
  unexpected: {title: 'Error', description: 'An unexpected error occurred. Please try again.', variant: 'error'} as Toast,
  success: {title: 'Success!', description: "Thank you for your interest. We'll be in touch soon!", variant: 'success'} as Toast,
};

export const showToast = (enqueue: EnqueueSnackbar) => (toast: Toast) =>
  enqueue(<ToastMessage title={toast.title} description={toast.description} />, {variant: toast.variant});
