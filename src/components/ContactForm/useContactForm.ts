import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type SyntheticEvent,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readAttribution} from '@site/src/contact/attribution';
import {trackGoal} from '@site/src/lib/goals';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {reportError} from '@site/src/lib/errorReports';
import {attemptFor, isAlreadyStored, isProofRefused, isRefusedInput, type Attempt} from '@site/src/contact/attempt';
import {CONTACT_LIMITS, EMPTY_VALUES, fieldsInOrder, type ContactField} from '@site/src/contact/limits';
import {clipToCodePoints} from '@site/src/contact/text';
import type {ProofKeeper} from '@site/src/contact/proofOfWork';
import {insertSubmission, type BackendConfig} from '@site/src/contact/submitContact';
import {isLocaleCode} from '@site/src/lib/locales';
import {loadToasts} from '@site/src/components/Toasts';
import {clearDraft, readDraft, writeDraft, type FormValues} from './draft';
import {issueMessage} from './messages';
import {showToast, TOASTS} from './toasts';

export type {FormValues};
export {EMPTY_VALUES};

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

let proofOfWork: Promise<typeof import('@site/src/contact/proofOfWork')> | undefined;

/** The proof of work's code, loaded like the schema: on first focus, again after a failed load. */
function loadProofOfWork() {
  proofOfWork ??= import('@site/src/contact/proofOfWork').catch((error: unknown) => {
    proofOfWork = undefined;
    throw error;
  });
  return proofOfWork;
}

/**
 * What the form needs once the visitor starts typing: the schema and the toasts. A failure here is
 * retried, and reported, by the submit.
 */
export function prepareContactForm() {
  loadContactSchema().catch(() => undefined);
  loadToasts().catch(() => undefined);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state machine: idle → submitting → success (cleared) | failure (kept).
 * The outcome is told by a toast, and whatever the visitor typed survives every failure, and a
 * reload (the draft in sessionStorage). A failure that is not the visitor's input (the backend
 * refused or never answered, the page went offline) also sets `offerEmail`: the form then shows
 * how to send the same message by e-mail, until a later submit succeeds or finds the input invalid.
 */
export function useContactForm() {
  const {siteConfig, i18n} = useDocusaurusContext();
  // Stored with the submission, so the reply can be in the visitor's language.
  const locale = isLocaleCode(i18n.currentLocale) ? i18n.currentLocale : undefined;
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [submitting, setSubmitting] = useState(false);
  const [offerEmail, setOfferEmail] = useState(false);
  // A ref, not state: a second click in the same frame must already see the submission in flight.
  const inFlight = useRef(false);
  // The attempt the last failed send made: a retry of the same content sends the same id.
  const attempt = useRef<Attempt | undefined>(undefined);
  // The draft is read once the page is live (after hydration, so the server's empty form matches),
  // and written only after that, so the first render's empty values cannot erase it.
  const [draftRestored, setDraftRestored] = useState(false);
  const backend = useMemo<Partial<BackendConfig>>(
    () => ({
      url: siteConfig.customFields?.supabaseUrl as string | undefined,
      anonKey: siteConfig.customFields?.supabaseAnonKey as string | undefined,
    }),
    [siteConfig.customFields],
  );
  // The proof of work (src/contact/proofOfWork.ts) is solved from the first focus on, while the
  // visitor types, so it is ready when they press Send.
  const proofs = useRef<ProofKeeper | undefined>(undefined);
  const unmounted = useRef(false);
  // The form's downloads and proof, started once the focus has been drawn (see onFocus).
  const cancelPreparing = useRef<() => void>(undefined);
  /** The keeper, once its code has loaded; undefined without a backend or when the load fails. */
  const proofKeeper = useCallback(async () => {
    const {url, anonKey} = backend;
    if (!proofs.current && url && anonKey) {
      const {createProofKeeper} = await loadProofOfWork().catch(() => ({createProofKeeper: undefined}));
      if (createProofKeeper && !unmounted.current) proofs.current ??= createProofKeeper({url, anonKey});
    }
    return proofs.current;
  }, [backend]);
  useEffect(
    () => () => {
      unmounted.current = true;
      cancelPreparing.current?.();
      proofs.current?.stop();
    },
    [],
  );

  // Starting the downloads adds script elements to the document, which would hold back the frame
  // that shows the field focused: they start in the task after it. A submit in between takes the
  // proof itself, and a preparation left for after it would only fetch a challenge nobody uses.
  const onFocus = useCallback(() => {
    cancelPreparing.current?.();
    cancelPreparing.current = afterNextPaint(() => {
      prepareContactForm();
      void proofKeeper().then((keeper) => keeper?.prepare());
    });
  }, [proofKeeper]);

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      setValues(draft.values);
      attempt.current = draft.attempt;
    }
    setDraftRestored(true);
  }, []);

  useEffect(() => {
    if (draftRestored) writeDraft({values, attempt: attempt.current});
  }, [values, draftRestored]);

  // The limits count code points, as the database does (maxlength would count UTF-16 units, and
  // allow only 50 of 100 emoji). While an input method composes, the value is left alone; it is
  // clipped when the composition ends.
  const keepWithinLimit = useCallback((field: TextField, composing: boolean) => {
    const name = field.name as ContactField;
    const limit = CONTACT_LIMITS[name];
    const value = composing ? field.value : clipToCodePoints(field.value, limit);
    setValues((current) => ({...current, [name]: value}));
  }, []);

  const onChange = useCallback(
    (event: ChangeEvent<TextField>) =>
      keepWithinLimit(event.target, (event.nativeEvent as InputEvent).isComposing === true),
    [keepWithinLimit],
  );

  const onCompositionEnd = useCallback(
    (event: SyntheticEvent<TextField>) => keepWithinLimit(event.currentTarget, false),
    [keepWithinLimit],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      cancelPreparing.current?.();
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
        const {toRow, checkContact} = await loadContactSchema();
        const validation = checkContact(values, fieldsInOrder(locale));
        if (!validation.ok) {
          // Correcting the input is the way through, not an e-mail.
          setOfferEmail(false);
          toast(TOASTS.validation(issueMessage(validation.issue)));
          return;
        }

        setSubmitting(true);
        if (!honeypot) {
          attempt.current = attemptFor(attempt.current, validation.data);
          writeDraft({values, attempt: attempt.current});
          const attribution = readAttribution(window.location.pathname);
          const row = toRow(validation.data, attempt.current.id, locale, attribution);
          const send = async () => insertSubmission(row, backend, await (await proofKeeper())?.take());
          let {error} = await send();
          // A proof refused (expired while the tab slept, or spent): once more with a new one.
          if (isProofRefused(error)) ({error} = await send());
          // "Already stored": an earlier send of this attempt committed, its answer came too late.
          if (error && !isAlreadyStored(error)) {
            console.error('Contact form submission failed:', error);
            // The team hears of it when error reporting is on: the error, never what was typed.
            reportError(error, 'contact form: insert', Object.values(values));
            setOfferEmail(!isRefusedInput(error));
            toast(TOASTS.insertFailed());
            return;
          }
          // Counted with its campaign only: nothing the visitor typed goes with it.
          trackGoal('Lead', {campaign: attribution.utmCampaign ?? '(none)'});
        }
        attempt.current = undefined;
        clearDraft();
        setValues(EMPTY_VALUES);
        setOfferEmail(false);
        toast(TOASTS.success());
      } catch (error) {
        console.error('Contact form error:', error);
        reportError(error, 'contact form: unexpected', Object.values(values));
        // Nothing was stored: offline, a chunk that would not load, a backend left unconfigured.
        // Even when the toasts themselves could not load, the form can still show the way through.
        setOfferEmail(true);
        toast?.(TOASTS.unexpected());
      } finally {
        setSubmitting(false);
        inFlight.current = false;
      }
    },
    [values, backend, proofKeeper, locale],
  );

  return {values, submitting, offerEmail, onChange, onCompositionEnd, onSubmit, onFocus};
}
