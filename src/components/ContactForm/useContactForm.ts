import {useCallback, useRef, useState, type ChangeEvent, type FormEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ContactField} from '@site/src/contact/limits';
import {insertSubmission} from '@site/src/contact/submitContact';
import {loadToasts} from '@site/src/components/Toasts';
import {showToast, TOASTS} from './toasts';

export type FormValues = Record<ContactField, string>;

export const EMPTY_VALUES: FormValues = {firstName: '', lastName: '', email: '', company: '', message: ''};

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

let contactSchema: Promise<typeof import('@site/src/contact/schema')> | undefined;

/**
 * The schema brings zod (~20 KB compressed), which no page needs on first view: the form starts
 * loading it when a field gets focus, so it is ready by the time the visitor submits. A failed
 * load (a dropped connection, a deploy that replaced the chunk) is forgotten, so the next submit
 * loads it again instead of failing forever.
 */
export function loadContactSchema() {
  contactSchema ??= import('@site/src/contact/schema').catch((error: unknown) => {
    contactSchema = undefined;
    throw error;
  });
  return contactSchema;
}

/**
 * What the form needs once the visitor starts typing: the schema and the toasts. A failure here is
 * retried, and reported, by the submit.
 */
export function prepareContactForm() {
  loadContactSchema().catch(() => undefined);
  loadToasts().catch(() => undefined);
}

/**
 * The contact form's state machine: idle → submitting → success (cleared) | failure (kept).
 * Only "submitting" changes what the form shows; the outcome is told by a toast, and whatever the
 * visitor typed survives every failure.
 */
export function useContactForm() {
  const {siteConfig} = useDocusaurusContext();
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same frame must already see the submission in flight.
  const inFlight = useRef(false);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const {name, value} = event.target;
    setValues((current) => ({...current, [name]: value}));
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      // Read before the first await: React clears currentTarget once the handler returns.
      const form = event.currentTarget;
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      // Without the toasts (their download failed: the visitor is offline) nothing can be said;
      // what they typed stays, and the next press tries the download again.
      let toast: ReturnType<typeof showToast> | undefined;
      try {
        const {enqueueSnackbar, closeSnackbar} = await loadToasts();
        // Each toast keeps clear of the Send button, wherever it is on screen when the toast appears.
        toast = showToast(enqueueSnackbar, closeSnackbar, () => form.querySelector('[type="submit"]'));
        const {toRow, validateContact} = await loadContactSchema();
        const validation = validateContact(values);
        if (!validation.ok) {
          toast(TOASTS.validation(validation.message));
          return;
        }

        setSubmitting(true);
        if (!honeypot) {
          const {error} = await insertSubmission(toRow(validation.data), {
            url: siteConfig.customFields?.supabaseUrl as string | undefined,
            anonKey: siteConfig.customFields?.supabaseAnonKey as string | undefined,
          });
          if (error) {
            console.error('Contact form submission failed:', error);
            toast(TOASTS.insertFailed);
            return;
          }
        }
        setValues(EMPTY_VALUES);
        toast(TOASTS.success);
      } catch (error) {
        console.error('Contact form error:', error);
        toast?.(TOASTS.unexpected);
      } finally {
        setSubmitting(false);
        inFlight.current = false;
      }
    },
    [values, siteConfig.customFields],
  );

  return {values, submitting, onChange, onSubmit};
}
