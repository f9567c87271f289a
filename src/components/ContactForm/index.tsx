import {CONTACT_LIMITS, fieldsInOrder, type ContactField} from '@site/src/contact/limits';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {codePointLength} from '@site/src/contact/text';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Button from '@site/src/components/Button';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {HONEYPOT_FIELD, useContactForm} from './useContactForm';
import styles from './styles.module.css';
import AddressLink from '@site/src/components/AddressLink';
import LengthCounter, {COUNTER_FROM} from './LengthCounter';
import EmailFallback from './EmailFallback';
import DataUseNote from './DataUseNote';
import {fieldLabel, fieldName} from './messages';

type FieldSpec = {name: ContactField; type?: 'text' | 'email'; autoComplete: string; wide?: boolean};

/** The one-line inputs; each one's label is in ./messages.ts. */
const INPUTS: FieldSpec[] = [
  {name: 'firstName', autoComplete: 'given-name'},
  {name: 'lastName', autoComplete: 'family-name'},
  {name: 'email', type: 'email', autoComplete: 'email', wide: true},
  {name: 'company', autoComplete: 'organization', wide: true},
];

/** The inputs in the order the page's language asks for them (姓 before 名 in Japanese). */
const inputsFor = (locale: string) =>
  fieldsInOrder(locale).flatMap((name) => INPUTS.filter((input) => input.name === name));

/** The counter's id while it is shown, for aria-describedby. */
const counterOf = (fieldId: string, name: ContactField, value: string) =>
  codePointLength(value) >= Math.ceil(CONTACT_LIMITS[name] * COUNTER_FROM) ? `${fieldId}-count` : undefined;

/** The site's one form. Submissions go to the contact_submissions table. */
export default function ContactForm({id = 'contact-form'}: {id?: string}) {
  const {values, submitting, offerEmail, onChange, onCompositionEnd, onSubmit, onFocus} = useContactForm();
  // Until the page is live, a click would make the browser submit the form itself (the values in
  // the address bar, nothing stored): the button waits for JavaScript.
  const live = useIsBrowser();
  const {i18n} = useDocusaurusContext();

  return (
    <form id={id} className={styles.form} onSubmit={onSubmit} onFocus={onFocus} aria-busy={submitting}>
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className="sr-only">
          <Translate
            id="form.legend"
            description="Heard by screen readers only: the name of the group of contact form fields">
            Tell us about your company
          </Translate>
        </legend>
        {inputsFor(i18n.currentLocale).map((field) => (
          <div key={field.name} className={field.wide ? styles.wide : undefined}>
            <label className={styles.label} htmlFor={`${id}-${field.name}`}>
              {fieldLabel(field.name)}
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
              name={fieldLabel(field.name)}
              value={values[field.name]}
              limit={CONTACT_LIMITS[field.name]}
            />
          </div>
        ))}
        <div className={styles.wide}>
          <label className={styles.label} htmlFor={`${id}-message`}>
            {fieldLabel('message')}
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
            name={fieldName('message')}
            value={values.message}
            limit={CONTACT_LIMITS.message}
          />
        </div>
        {/* Hidden from people and assistive technology; bots that fill it get a silent success. Its label
            is for bots only, so it is not translated. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.wide}>
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={submitting || !live}
            aria-describedby={`${id}-data-use`}>
            {submitting
              ? translate({
                  id: 'form.submit.sending',
                  message: 'Sending...',
                  description:
                    "The contact form's send button while the message is on its way. The specification quotes this English wording: keep the English as it is.",
                })
              : translate({
                  id: 'form.submit',
                  message: 'Send Message',
                  description: "The contact form's send button (2 words)",
                })}
          </Button>
          {/* Right after the button: after a failure, the way through comes before anything else. */}
          <EmailFallback values={values} shown={offerEmail} />
          <DataUseNote id={`${id}-data-use`} />
          <noscript>
            <p className={styles.noscript}>
              <Translate
                id="form.noscript"
                description="Shown in place of the contact form's use when JavaScript is off. {email} is Omnia's e-mail address, as a link"
                values={{email: <AddressLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</AddressLink>}}>
                {'This form needs JavaScript. You can also write to us at {email}.'}
              </Translate>
            </p>
          </noscript>
        </div>
      </fieldset>
    </form>
  );
}
