import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import ContactForm from '@site/src/components/ContactForm';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {contactReplyPromise} from '@site/src/lib/replyPromise';
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

/** What happens after sending the form, in the page's language. */
function afterSending(): string[] {
  return [
    contactReplyPromise(),
    translate({
      id: 'contactSection.afterSending.firstCall',
      message: 'The first call is about your solution and your SAP goals.',
      description: 'Beside the contact form, second of three promises on what happens after sending (one sentence)',
    }),
    translate({
      id: 'contactSection.afterSending.plan',
      message: 'You get a plan for where you fit in the SAP ecosystem.',
      description: 'Beside the contact form, third of three promises on what happens after sending (one sentence)',
    }),
  ];
}

/** What a visitor gets for sending the form, and the other way to reach us. */
function ContactAside() {
  return (
    <>
      <ul className={styles.promises}>
        {afterSending().map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
      <p className={styles.email}>
        <Translate
          id="contactSection.preferEmail"
          description="Beside the contact form, before Omnia's e-mail address (short question)">
          Prefer e-mail?
        </Translate>
        <AddressLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</AddressLink>
      </p>
    </>
  );
}

/** The contact section (#contact) that hosts the site's one form: home, /why-omnia, /join-ecosystem. */
export default function ContactSection({eyebrow, title, description, children, opensPage = false}: Props) {
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
            eyebrow={
              eyebrow ??
              translate({
                id: 'contactSection.eyebrow',
                message: 'Contact',
                description: 'Small label above the contact form section heading (home and Why Omnia pages; one word)',
              })
            }
            title={
              title ??
              translate({
                id: 'contactSection.title',
                message: "Let's grow your SAP pipeline together",
                description: 'Heading of the contact form section (home and Why Omnia pages)',
              })
            }
            description={
              description ??
              translate({
                id: 'contactSection.description',
                message:
                  "Tell us about your company and your goals in the SAP ecosystem. We'll get back to you to plan the next step.",
                description: 'Sentences under the contact form section heading (home and Why Omnia pages)',
              })
            }
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
