import Button from '@site/src/components/Button';
import PageHero from '@site/src/components/PageHero';
import HeroVideo from '@site/src/components/Home/HeroVideo';
import {useScrollToHighlightsOnEvent} from './useScrollToHighlightsOnEvent';
import styles from './styles.module.css';

const CAPTION = 'Celebrating with partners at a party during a conference in Las Vegas.';

/** Home hero: the promise, the call to action, and the Las Vegas event video. */
export default function Hero() {
  useScrollToHighlightsOnEvent();

  return (
    <PageHero
      titleId="hero-title"
      eyebrow="Why Partner with Omnia"
      title={
        <>
          Make the SAP ecosystem your <span className={styles.highlight}>number one growth channel</span>
        </>
      }
      description="Omnia is the embedded partnership team for software vendors and service firms. We work with SAP's account executives every day to turn the ecosystem into pipeline and revenue for you."
      actions={
        <Button to="/join-ecosystem" variant="hero" size="hero">
          Let's partner together
        </Button>
      }
      media={
        <figure className={styles.media}>
          <HeroVideo description={CAPTION} />
          <figcaption className={styles.caption}>
            <span className={styles.label}>Las Vegas</span>
            <span>{CAPTION}</span>
          </figcaption>
        </figure>
      }
    />
  );
}
