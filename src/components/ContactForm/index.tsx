import {CONTACT_LIMITS, type ContactField} from '@site/src/contact/limits';
import {codePointLength} from '@site/src/contact/text';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Button from '@site/src/components/Button';
import {CONTACT_EMAIL} from '@site/src/content/contact';
import {HONEYPOT_FIELD, useContactForm} from './useContactForm';
import styles from './styles.module.css';
import AddressLink from '@site/src/components/AddressLink';
import LengthCounter, {COUNTER_FROM} from './LengthCounter';
import EmailFallback from './EmailFallback';

type FieldSpec = {name: ContactField; label: string; type?: 'text' | 'email'; autoComplete: string; wide?: boolean};

const INPUTS: FieldSpec[] = [
  {name: 'firstName', label: 'First name', autoComplete: 'given-name'},
  {name: 'lastName', label: 'Last name', autoComplete: 'family-name'},
  {name: 'email', label: 'Work email', type: 'email', autoComplete: 'email', wide: true},
  {name: 'company', label: 'Company', autoComplete: 'organization', wide: true},
];

/** The counter's id while it is shown, for aria-describedby. */
const counterOf = (fieldId: string, name: ContactField, value: string) =>
  codePointLength(value) >= Math.ceil(CONTACT_LIMITS[name] * COUNTER_FROM) ? `${fieldId}-count` : undefined;

/** The site's one form. Submissions go to the contact_submissions table. */
export default function ContactForm({id = 'contact-form'}: {id?: string}) {
  const {values, submitting, offerEmail, onChange, onCompositionEnd, onSubmit, onFocus} = useContactForm();
  // Until the page is live, a click would make the browser submit the form itself (the values in
  // the address bar, nothing stored): the button waits for JavaScript.
  const live = useIsBrowser();

  return (
    <form id={id} className={styles.form} onSubmit={onSubmit} onFocus={onFocus} aria-busy={submitting}>
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className="sr-only">Tell us about your company</legend>
        {INPUTS.map((field) => (
          <div key={field.name} className={field.wide ? styles.wide : undefined}>
            <label className={styles.label} htmlFor={`${id}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              className={styles.input}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              aria-describedby={counterOf(`${id}-${field.name}`, field.name, values[field.name])}
              value={values[field.name]}
              onChange={onChange}
              onCompositionEnd={onCompositionEnd}
            />
            <LengthCounter
              id={`${id}-${field.name}-count`}
              name={field.label}
              value={values[field.name]}
              limit={CONTACT_LIMITS[field.name]}
            />
          </div>
        ))}
        <div className={styles.wide}>
          <label className={styles.label} htmlFor={`${id}-message`}>
            How can we help?
          </label>
          <textarea
            id={`${id}-message`}
            className={styles.textarea}
            name="message"
            required
            rows={5}
            aria-describedby={counterOf(`${id}-message`, 'message', values.message)}
            value={values.message}
            onChange={onChange}
            onCompositionEnd={onCompositionEnd}
          />
          <LengthCounter
            id={`${id}-message-count`}
            name="Message"
            value={values.message}
            limit={CONTACT_LIMITS.message}
          />
        </div>
        {/* Hidden from people and assistive technology; bots that fill it get a silent success. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.wide}>
          <Button type="submit" size="lg" className={styles.submit} disabled={submitting || !live}>
            {submitting ? 'Sending...' : 'Send Message'}
          </Button>
          <EmailFallback values={values} shown={offerEmail} />
          <noscript>
            <p className={styles.noscript}>
              This form needs JavaScript. You can also write to us at{' '}
              <AddressLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</AddressLink>.
            </p>
          </noscript>
        </div>
      </fieldset>
    </form>
  );
}
