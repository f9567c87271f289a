// What the visitor has typed, kept in sessionStorage (this tab only, gone when it closes) so that a
// reload after a failure loses nothing. Cleared on success. Storage may be unavailable (disabled,
// full, private modes): the form then works as before, without a draft.
import type {Attempt} from '@site/src/contact/attempt';
import {CONTACT_FIELDS, type ContactField} from '@site/src/contact/limits';

export type FormValues = Record<ContactField, string>;

export type Draft = {values: FormValues; attempt?: Attempt};

export const DRAFT_KEY = 'omnia.contact-form.draft';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isAttempt = (value: unknown): value is Attempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Attempt).id === 'string' &&
  typeof (value as Attempt).content === 'string';

/** The stored draft, if there is a readable one. */
export function readDraft(): Draft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const {values, attempt} = parsed as Partial<Record<keyof Draft, unknown>>;
    if (typeof values !== 'object' || values === null) return undefined;
    const restored = Object.fromEntries(
      CONTACT_FIELDS.map((field) => {
        const value = (values as Record<string, unknown>)[field];
        return [field, typeof value === 'string' ? value : ''];
      }),
    ) as FormValues;
    return {values: restored, attempt: isAttempt(attempt) ? attempt : undefined};
  } catch {
    return undefined;
  }
}

/** Keeps the draft; an empty form leaves nothing behind. */
export function writeDraft(draft: Draft): void {
  const empty = CONTACT_FIELDS.every((field) => draft.values[field] === '');
  try {
    if (empty) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the visitor keeps typing; only the reload safety net is lost.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
