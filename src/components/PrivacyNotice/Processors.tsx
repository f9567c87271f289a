import {translate} from '@docusaurus/Translate';
import notice from '@generated/privacy-notice/default/notice.json';
import type {ShownProcessor} from '@site/plugins/privacy-notice';
import styles from './styles.module.css';

/** One service, named and said what it does with a visitor's data, in the page's language. */
function describe(processor: ShownProcessor): {name: string; role: string} {
  switch (processor.kind) {
    case 'database':
      return {
        name: processor.name,
        role: processor.region
          ? translate(
              {
                id: 'privacy.processors.databaseIn',
                message:
                  'Stores what the form sends, in a database it hosts for us in the Amazon Web Services region {region} ({country}).',
                description:
                  'Privacy page, list of services that handle data: the role of Supabase. {country} is a country name (e.g. Germany), {region} an AWS region code (eu-central-1)',
              },
              {country: processor.countryName ?? processor.country ?? '', region: processor.region},
            )
          : translate({
              id: 'privacy.processors.database',
              message: 'Stores what the form sends, in a database it hosts for us.',
              description:
                'Privacy page, list of services that handle data: the role of Supabase, when the region is not known',
            }),
      };
    case 'email':
      return {
        name:
          processor.name ??
          translate({
            id: 'privacy.processors.emailUnnamed',
            message: 'Our e-mail provider',
            description: 'Privacy page, list of services: the e-mail delivery service, when its name is not known',
          }),
        role: translate({
          id: 'privacy.processors.email',
          message: 'Delivers the e-mail that tells our team about your message, with what you typed into the form.',
          description: 'Privacy page, list of services that handle data: the role of the e-mail provider',
        }),
      };
    case 'analytics':
      return {
        name: processor.name,
        role: processor.host
          ? translate(
              {
                id: 'privacy.processors.analyticsAt',
                message:
                  'Counts visits on a server at {host}, without cookies and without storing anything that identifies you. Of each visit it keeps the page, the website that linked to it, your country and your kind of device; nothing you type is sent. If your browser sends Global Privacy Control, your visit is not counted.',
                description:
                  'Privacy page, list of services that handle data: the role of Plausible Analytics, when it runs on a server of its own; {host} is a host name',
              },
              {host: processor.host},
            )
          : translate({
              id: 'privacy.processors.analytics',
              message:
                'Counts visits without cookies and without storing anything that identifies you. Of each visit it keeps the page, the website that linked to it, your country and your kind of device; nothing you type is sent. Its servers are in the EU. If your browser sends Global Privacy Control, your visit is not counted.',
              description:
                'Privacy page, list of services that handle data: the role of Plausible Analytics (Plausible’s own EU-hosted service)',
            }),
      };
    case 'errors':
      return {
        name: processor.name,
        role: processor.host
          ? translate(
              {
                id: 'privacy.processors.errorsAt',
                message:
                  'Receives a report, on a server at {host}, when the site fails for a visitor: the error, the page’s address without anything after a “?”, and the browser’s name. Never what you type, and no cookies.',
                description:
                  'Privacy page, list of services that handle data: the role of Sentry (error reports), when it runs on a server of its own; {host} is a host name',
              },
              {host: processor.host},
            )
          : translate(
              {
                id: 'privacy.processors.errorsIn',
                message:
                  'Receives a report when the site fails for a visitor: the error, the page’s address without anything after a “?”, and the browser’s name. Never what you type, and no cookies. Its servers for this site are in {country}.',
                description:
                  'Privacy page, list of services that handle data: the role of Sentry (error reports). {country} is a country name (Germany, United States)',
              },
              {country: processor.countryName ?? processor.country ?? ''},
            ),
      };
  }
}

/** The services that handle a visitor's data in this build, as plugins/privacy-notice found them. */
export default function Processors() {
  return (
    <>
      <p>
        {translate({
          id: 'privacy.processors.intro',
          message: 'These services run parts of this site for us. Each sees your data only to do its part:',
          description: 'Privacy page, "Who handles it for us": the sentence before the list of services',
        })}
      </p>
      <dl className={styles.services}>
        {notice.processors.map((processor) => {
          const {name, role} = describe(processor);
          return (
            <div key={processor.kind}>
              <dt>{name}</dt>
              <dd>{role}</dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
