import {translate} from '@docusaurus/Translate';
import {codePointLength} from '@site/src/contact/text';
import styles from './styles.module.css';

/** The counter appears once a value reaches this share of its limit: earlier it is only noise. */
export const COUNTER_FROM = 0.8;

/** `name`: the field's name in the page's language (./messages.ts). */
type Props = {id: string; name: string; value: string; limit: number};

/**
 * How much of a field's limit is used, in characters as the database counts them (code points).
 * Shown near the limit. Screen readers hear it when they reach the field (aria-describedby) and,
 * through a polite live region whose text changes only twice, when the visitor crosses into the
 * last fifth and when the limit is reached, not on every keystroke.
 */
export default function LengthCounter({id, name, value, limit}: Props) {
  const length = codePointLength(value);
  const near = length >= Math.ceil(limit * COUNTER_FROM);
  const fewestLeft = limit - Math.ceil(limit * COUNTER_FROM);
  let announcement = '';
  if (length >= limit) {
    announcement = translate(
      {
        id: 'form.counter.limitReached',
        message: '{field}: limit of {limit} characters reached',
        description:
          "Heard by screen readers when a contact form field is full. {field} is the field's name, {limit} the number of characters allowed",
      },
      {field: name, limit},
    );
  } else if (near) {
    announcement = translate(
      {
        id: 'form.counter.fewLeft',
        message: '{field}: {left} characters or fewer left',
        description:
          "Heard by screen readers when a contact form field nears its limit. {field} is the field's name, {left} how many characters at most remain",
      },
      {field: name, left: fewestLeft},
    );
  }

  return (
    <>
      {near && (
        <p id={id} className={styles.counter} data-full={length >= limit || undefined}>
          {translate(
            {
              id: 'form.counter.used',
              message: '{length} / {limit} characters',
              description:
                'Under a contact form field near its limit: {length} characters typed out of {limit} allowed (keep it short)',
            },
            {length, limit},
          )}
        </p>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
