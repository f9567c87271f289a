import Translate from '@docusaurus/Translate';
import AddressLink from '@site/src/components/AddressLink';
import {buttonClassName} from '@site/src/components/Button';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import type {FormValues} from './draft';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {contactMailto, mailtoWording} from './mailto';
import styles from './styles.module.css';

type Props = {values: FormValues; shown: boolean};

/**
 * The way through when the form could not store a submission: our address, and a link that opens
 * the visitor's mail app with what they typed (built from the fields as they are now, so an edit
 * after the failure is in it too). The error toast already alerts; this region is polite, and is
 * on the page from the start (empty, no height) so screen readers announce it when it fills.
 */
export default function EmailFallback({values, shown}: Props) {
  const {i18n} = useDocusaurusContext();
  const mail = shown ? contactMailto(values, mailtoWording(i18n.currentLocale)) : undefined;
  return (
    <div role="status">
      {mail && (
        <div className={styles.fallback}>
          <p className={styles.fallbackText}>
            <Translate
              id="form.fallback.text"
              description="Under the contact form after it could not send a message. {email} is Omnia's e-mail address"
              values={{email: <strong className={styles.fallbackAddress}>{CONTACT_EMAIL}</strong>}}>
              {
                'Or send your message by e-mail to {email}. Your mail app opens with everything you typed, ready to send.'
              }
            </Translate>
          </p>
          {mail.shortened && (
            <p className={styles.fallbackText}>
              <Translate
                id="form.fallback.shortened"
                description="Under the contact form's e-mail offer, when the message is too long to fit whole in the e-mail it prepares">
                Your message is too long for an e-mail link: the e-mail holds its beginning. Please paste the rest from
                the form.
              </Translate>
            </p>
          )}
          <AddressLink href={mail.href} className={buttonClassName('outline', 'default', styles.fallbackLink)}>
            <Translate
              id="form.fallback.action"
              description="Button that opens the visitor's mail app with their message, after the contact form could not send it (3 or 4 words)">
              E-mail your message
            </Translate>
          </AddressLink>
        </div>
      )}
    </div>
  );
}
