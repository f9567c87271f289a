import ContactCards from '@site/src/components/ContactCards';
import ContactSection from '@site/src/components/ContactSection';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import NextSteps from './NextSteps';
import styles from './styles.module.css';

/** /join-ecosystem: the contact page. */
export default function JoinEcosystem() {
  return (
    <>
      <Section tone="dark" className={styles.hero} labelledBy="join-title">
        <SectionTitle
          as="h1"
          id="join-title"
          eyebrow="Join the SAP Ecosystem"
          title="Let's partner together"
          description="Tell us about your solution and your goals. We'll show you where you fit in the SAP ecosystem and how we can help you grow there."
        />
      </Section>
      <ContactSection
        title="Start the conversation"
        description="Send us a message with the form, or reach the partnerships team directly.">
        <ContactCards />
      </ContactSection>
      <NextSteps />
    </>
  );
}
