import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import notice from '@generated/privacy-notice/default/notice.json';
import postalAddress from '@generated/site-content/default/postal-address.json';
import AddressLink from '@site/src/components/AddressLink';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import {LEAD_RETENTION_MONTHS} from '@site/src/contact/retention';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {privacyPolicyName} from '@site/src/lib/privacyPage';
import {SITE_NAME} from '@site/src/lib/site';
import Processors from './Processors';
import StoredData from './StoredData';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

function Part({id, title, children}: {id: string; title: string; children: ReactNode}) {
  return (
    <section aria-labelledby={id} className={styles.part}>
      <h2 id={id} className={styles.heading}>
        {withPhraseBreaks(title)}
      </h2>
      {children}
    </section>
  );
}

function EmailLink() {
  return <AddressLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</AddressLink>;
}

/**
 * The privacy notice at /privacy: what the site does with a visitor's data, in plain words. Every
 * fact comes from where the site itself keeps it (docs/privacy-notice.md): the stored fields from
 * the contact schema, the period from the constant the deletion job is checked against, the
 * services from the build's settings, who is responsible from content/site.yaml.
 */
export default function PrivacyNotice() {
  return (
    <>
      <PageHero
        titleId="privacy-title"
        title={privacyPolicyName()}
        description={
          <Translate
            id="privacy.intro"
            description="Privacy page, under the title: what the page is, in one or two plain sentences">
            What this website does with your data, in plain words. The page is built from the settings the site runs on,
            so it lists what the site really does.
          </Translate>
        }>
        <p className={styles.changed}>
          <Translate
            id="privacy.lastChanged"
            description="Privacy page, under the intro: the day the page last changed. {date} is a date in words (28 November 2026)"
            values={{date: <time dateTime={notice.lastChanged}>{notice.lastChangedInWords}</time>}}>
            {'Last changed: {date}'}
          </Translate>
        </p>
      </PageHero>
      <Section as="div">
        <div className={styles.notice}>
          <Part
            id="responsible"
            title={translate({
              id: 'privacy.responsible.title',
              message: 'Who is responsible',
              description: 'Privacy page: heading of the part that names the data controller (short)',
            })}>
            <p>
              <Translate
                id="privacy.responsible.text"
                description="Privacy page, 'Who is responsible': {siteName} is the company name Omnia, {email} its e-mail address"
                values={{siteName: SITE_NAME, email: <EmailLink />}}>
                {'{siteName} is responsible for your data on this website. You can reach us at {email}.'}
              </Translate>
            </p>
            {postalAddress && (
              <p>
                <Translate
                  id="privacy.responsible.address"
                  description="Privacy page, 'Who is responsible': the company's postal address follows ({address}, one line)"
                  values={{address: <span translate="no">{postalAddress}</span>}}>
                  {'By post: {address}'}
                </Translate>
              </p>
            )}
          </Part>
          <Part
            id="stored"
            title={translate({
              id: 'privacy.stored.title',
              message: 'What the contact form stores',
              description: 'Privacy page: heading of the part that lists what a contact form submission stores (short)',
            })}>
            <StoredData />
          </Part>
          <Part
            id="purpose"
            title={translate({
              id: 'privacy.purpose.title',
              message: 'What we use it for',
              description: 'Privacy page: heading of the part on what the data is used for (short)',
            })}>
            <p>
              <Translate
                id="privacy.purpose.text"
                description="Privacy page, 'What we use it for': the only uses of a visitor's data">
                We use what you send only to answer you and to talk with you about working together, and where your
                visit came from only to count which pages and campaigns bring us inquiries. We do not sell it, add you
                to a mailing list, or use it for anything else.
              </Translate>
            </p>
          </Part>
          <Part
            id="retention"
            title={translate({
              id: 'privacy.retention.title',
              message: 'How long we keep it',
              description: 'Privacy page: heading of the part on how long data is kept (short)',
            })}>
            <p>
              <Translate
                id="privacy.retention.text"
                description="Privacy page, 'How long we keep it'. {months} is a number of months (24)"
                values={{months: LEAD_RETENTION_MONTHS}}>
                {
                  'The database deletes each message, with everything stored with it, {months} months after it arrives. We delete the e-mails about it from our team’s mailbox on the same schedule.'
                }
              </Translate>
            </p>
          </Part>
          <Part
            id="processors"
            title={translate({
              id: 'privacy.processors.title',
              message: 'Who handles it for us',
              description:
                'Privacy page: heading of the part that lists the services that process data for Omnia (short)',
            })}>
            <Processors />
          </Part>
          <Part
            id="cookies"
            title={translate({
              id: 'privacy.cookies.title',
              message: 'No cookies',
              description: 'Privacy page: heading of the part saying the site sets no cookies (short)',
            })}>
            <p>
              <Translate
                id="privacy.cookies.text"
                description="Privacy page, 'No cookies': what the browser keeps, and for how long (session storage of the tab)">
                This site sets no cookies and keeps no identifier in your browser. While you fill in the form, this
                browser tab keeps what you typed and where your visit came from, so a reload loses nothing. Both are
                gone when you close the tab.
              </Translate>
            </p>
          </Part>
          <Part
            id="rights"
            title={translate({
              id: 'privacy.rights.title',
              message: 'Your rights',
              description: "Privacy page: heading of the part on the visitor's rights (short)",
            })}>
            <p>
              <Translate
                id="privacy.rights.text"
                description="Privacy page, 'Your rights': how to ask for a copy, a correction or deletion. {email} is the company's e-mail address"
                values={{email: <EmailLink />}}>
                {
                  'You can ask to see what we hold about you, have it corrected, or have it deleted, at any time. Write to {email} from the address you sent the form with. When you ask us to delete it, we delete every copy in our database and our mailbox, and tell you when it is done.'
                }
              </Translate>
            </p>
            <p>
              <Translate
                id="privacy.rights.complaint"
                description="Privacy page, 'Your rights': the right to complain to a data protection authority">
                You can also complain to the data protection authority where you live.
              </Translate>
            </p>
          </Part>
        </div>
      </Section>
    </>
  );
}
