import type {ReactNode} from 'react';
import ContactForm from '@site/src/components/ContactForm';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {CONTACT_EMAIL} from '@site/src/lib/site';
import styles from './styles.module.css';

type Props = {
  title?: string;
  description?: ReactNode;
  /** Shown under the copy, beside the form (the e-mail and phone cards on /join-ecosystem); by default the e-mail address. */
  children?: ReactNode;
};

/** The contact section (#contact) that hosts the site's one form: home, /why-omnia, /join-ecosystem. */
export default function ContactSection({
  title = "Let's grow your SAP pipeline together",
  description = "Tell us about your company and your goals in the SAP ecosystem. We'll get back to you to plan the next step.",
  children,
}: Props) {
  return (
    <Section id="contact" tone="muted" labelledBy="contact-title">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <SectionTitle id="contact-title" eyebrow="Contact" title={title} description={description} align="start" />
          {children ?? (
            <p className={styles.email}>
              Prefer e-mail? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          )}
        </div>
        <div className={styles.form}>
          <ContactForm />
        </div>
      </div>
    </Section>
  );
}
