import {translate} from '@docusaurus/Translate';
import ContactCards from '@site/src/components/ContactCards';
import ContactSection from '@site/src/components/ContactSection';
import NextSteps from './NextSteps';

/**
 * /join-ecosystem: the contact page. The form opens the page (its title is the h1), so there is
 * no second heading above it saying the same thing.
 */
export default function JoinEcosystem() {
  return (
    <>
      <ContactSection
        opensPage
        eyebrow={translate({
          id: 'join.eyebrow',
          message: 'Join the SAP Ecosystem',
          description:
            "Contact page: small label above the page's main heading (short). English quoted by the site's specification: do not reword the English.",
        })}
        title={translate({
          id: 'join.title',
          message: "Let's partner together",
          description:
            "Contact page: the page's main heading, above the contact form (short). English quoted by the site's specification: do not reword the English.",
        })}
        description={translate({
          id: 'join.description',
          message:
            "Tell us about your solution and your goals. We'll show you where you fit in the SAP ecosystem and how we can help you grow there.",
          description: "Contact page: the introduction under the page's main heading (two sentences)",
        })}>
        <ContactCards />
      </ContactSection>
      <NextSteps />
    </>
  );
}
