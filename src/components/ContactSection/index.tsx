import type {ReactNode} from 'react';
import clsx from 'clsx';
import ContactForm from '@site/src/components/ContactForm';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {CONTACT_EMAIL} from '@site/src/content/contact';
import {CONTACT_REPLY_PROMISE} from '@site/src/lib/site';
import styles from './styles.module.css';
import AddressLink from '@site/src/components/AddressLink';

type Props = {
  eyebrow?: string;
  title?: string;
  description?: ReactNode;
  /** Beside the form, under the copy; by default what happens after sending, and the e-mail address. */
  children?: ReactNode;
  /** The page's opening band (/join-ecosystem): a dark band whose title is the page's h1. */
  opensPage?: boolean;
};

const AFTER_SENDING = [
  CONTACT_REPLY_PROMISE,
  'The first call is about your solution and your SAP goals.',
  'You get a plan for where you fit in the SAP ecosystem.',
];

/** What a visitor gets for sending the form, and the other way to reach us. */
function ContactAside() {
  return (
    <>
      <ul className={styles.promises}>
        {AFTER_SENDING.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
      <p className={styles.email}>
        Prefer e-mail?
        <AddressLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</AddressLink>
      </p>
    </>
  );
}

/** The contact section (#contact) that hosts the site's one form: home, /why-omnia, /join-ecosystem. */
export default function ContactSection({
  eyebrow = 'Contact',
  title = "Let's grow your SAP pipeline together",
  description = "Tell us about your company and your goals in the SAP ecosystem. We'll get back to you to plan the next step.",
  children,
  opensPage = false,
}: Props) {
  return (
    <Section
      id="contact"
      tone={opensPage ? 'dark' : 'muted'}
      labelledBy="contact-title"
      className={clsx(opensPage && styles.opensPage)}>
      <div className={styles.layout}>
        <div className={styles.copy}>
          <SectionTitle
            as={opensPage ? 'h1' : 'h2'}
            id="contact-title"
            eyebrow={eyebrow}
            title={title}
            description={description}
            align="start"
          />
          {children ?? <ContactAside />}
        </div>
        <div className={styles.form}>
          <ContactForm />
        </div>
      </div>
    </Section>
  );
}
