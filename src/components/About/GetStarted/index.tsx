import Button from '@site/src/components/Button';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

/** Closing call to action of /about. */
export default function GetStarted() {
  return (
    <Section tone="dark" labelledBy="get-started-title">
      <div className={styles.band}>
        <div>
          <h2 id="get-started-title" className={styles.title}>
            Ready to make SAP your number one growth channel?
          </h2>
          <p className={styles.text}>Tell us about your company and we will show you where you fit in the ecosystem.</p>
        </div>
        <Button to="/join-ecosystem" variant="cta" size="lg">
          Get Started
        </Button>
      </div>
    </Section>
  );
}
