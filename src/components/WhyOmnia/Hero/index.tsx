import Button from '@site/src/components/Button';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

/** /why-omnia hero. */
export default function Hero() {
  return (
    <Section tone="dark" className={styles.hero} labelledBy="why-omnia-title">
      <SectionTitle
        as="h1"
        id="why-omnia-title"
        eyebrow="Why Omnia"
        title="Your growth team inside the SAP ecosystem"
        description="Software vendors and service firms choose Omnia because we do not advise from the outside: we work with SAP's account executives every day and turn that access into pipeline and revenue."
      />
      <div className={styles.actions}>
        <Button to="/join-ecosystem" variant="hero" size="lg">
          Let's partner together
        </Button>
        <Button to="/why-omnia#track-record" variant="glass" size="lg">
          See our track record
        </Button>
      </div>
    </Section>
  );
}
