import {translate} from '@docusaurus/Translate';
import {fieldName} from '@site/src/components/ContactForm/messages';
import {CONTACT_FIELDS} from '@site/src/contact/limits';
import {ATTRIBUTION_FIELDS} from '@site/supabase/functions/_shared/contact-fields.mjs';
import styles from './styles.module.css';

type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]['name'];

/**
 * How the notice names each attribution column. Keyed by the schema's own list, so a column added
 * there fails the type check until the notice says what it is.
 */
function attributionLabel(field: AttributionField): string {
  switch (field) {
    case 'landingPage':
      return translate({
        id: 'privacy.stored.landingPage',
        message: 'the first page you opened on this site, without anything after a “?” in its address',
        description: 'Privacy page, list of what is stored about where a visit came from: the landing page',
      });
    case 'referrerHost':
      return translate({
        id: 'privacy.stored.referrerHost',
        message: 'the name of the website that linked you here, never the full address of its page',
        description: 'Privacy page, same list: the referring website (host name only, e.g. linkedin.com)',
      });
    case 'utmSource':
      return translate({
        id: 'privacy.stored.utmSource',
        message: 'the campaign’s source (utm_source)',
        description: 'Privacy page, same list: the utm_source tag of a campaign link. Keep "utm_source" as is',
      });
    case 'utmMedium':
      return translate({
        id: 'privacy.stored.utmMedium',
        message: 'the campaign’s medium, such as e-mail or social (utm_medium)',
        description: 'Privacy page, same list: the utm_medium tag of a campaign link. Keep "utm_medium" as is',
      });
    case 'utmCampaign':
      return translate({
        id: 'privacy.stored.utmCampaign',
        message: 'the campaign’s name (utm_campaign)',
        description: 'Privacy page, same list: the utm_campaign tag of a campaign link. Keep "utm_campaign" as is',
      });
    case 'utmTerm':
      return translate({
        id: 'privacy.stored.utmTerm',
        message: 'the campaign’s keyword (utm_term)',
        description: 'Privacy page, same list: the utm_term tag of a campaign link. Keep "utm_term" as is',
      });
    case 'utmContent':
      return translate({
        id: 'privacy.stored.utmContent',
        message: 'which of the campaign’s links or ads you followed (utm_content)',
        description: 'Privacy page, same list: the utm_content tag of a campaign link. Keep "utm_content" as is',
      });
    case 'formPage':
      return translate({
        id: 'privacy.stored.formPage',
        message: 'the page you sent the form from',
        description: 'Privacy page, same list: the page the contact form was sent from',
      });
  }
}

/** What one submission of the contact form stores: the schema's columns, each named for a visitor. */
export default function StoredData() {
  return (
    <>
      <p>
        {translate({
          id: 'privacy.stored.intro',
          message: 'When you send the contact form, we store what you typed into it:',
          description: 'Privacy page, "What the contact form stores": the sentence before the list of form fields',
        })}
      </p>
      <ul className={styles.list}>
        {CONTACT_FIELDS.map((field) => (
          <li key={field}>{fieldName(field)}</li>
        ))}
      </ul>
      <p>
        {translate({
          id: 'privacy.stored.context',
          message:
            'With each message we store when it arrived and the language of the page it was sent from. So that we learn which pages and campaigns bring us inquiries, we also store where your visit came from (a campaign’s details only when the link you followed carries them):',
          description:
            'Privacy page, "What the contact form stores": the sentence before the list of what is stored about where the visit came from',
        })}
      </p>
      <ul className={styles.list}>
        {ATTRIBUTION_FIELDS.map(({name}) => (
          <li key={name}>{attributionLabel(name)}</li>
        ))}
      </ul>
      <p>
        {translate({
          id: 'privacy.stored.abuse',
          message:
            'To stop the form from being abused, the database also notes your e-mail address and your IP address. It keeps them only as long as it needs them to limit repeated sending, at most an hour, and then deletes them on its own.',
          description:
            'Privacy page, "What the contact form stores": the rate limit keeps the e-mail address and the IP address for an hour at most',
        })}
      </p>
    </>
  );
}
