import ContactCards from '@site/src/components/ContactCards';
import ContactSection from '@site/src/components/ContactSection';
import PageHero from '@site/src/components/PageHero';
import NextSteps from './NextSteps';

/** /join-ecosystem: the contact page. */
export default function JoinEcosystem() {
  return (
    <>
      <PageHero
        titleId="join-title"
        eyebrow="Join the SAP Ecosystem"
        title="Let's partner together"
        description="Tell us about your solution and your goals. We'll show you where you fit in the SAP ecosystem and how we can help you grow there."
      />
      <ContactSection
        title="Start the conversation"
        description="Send us a message with the form, or reach the partnerships team directly.">
        <ContactCards />
      </ContactSection>
      <NextSteps />
    </>
  );
}
