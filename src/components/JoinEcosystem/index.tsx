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
        eyebrow="Join the SAP Ecosystem"
        title="Let's partner together"
        description="Tell us about your solution and your goals. We'll show you where you fit in the SAP ecosystem and how we can help you grow there.">
        <ContactCards />
      </ContactSection>
      <NextSteps />
    </>
  );
}
