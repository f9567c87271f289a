import {codePointLength} from '@site/src/contact/text';
import styles from './styles.module.css';

/** The counter appears once a value reaches this share of its limit: earlier it is only noise. */
export const COUNTER_FROM = 0.8;

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
  if (length >= limit) announcement = `${name}: limit of ${limit} characters reached`;
  else if (near) announcement = `${name}: ${fewestLeft} characters or fewer left`;

  return (
    <>
      {near && (
        <p id={id} className={styles.counter} data-full={length >= limit || undefined}>
          {length} / {limit} characters
        </p>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
