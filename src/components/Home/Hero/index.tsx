import Head from '@docusaurus/Head';
import Button from '@site/src/components/Button';
import PageHero from '@site/src/components/PageHero';
import {useScrollToHighlightsOnEvent} from './useScrollToHighlightsOnEvent';
import styles from './styles.module.css';

const VIDEO = {
  poster: '/img/las-vegas-poster.webp',
  webm: '/video/las-vegas-party.webm',
  mp4: '/video/las-vegas-party.mp4',
  captions: '/video/las-vegas-party.en.vtt',
  width: 1280,
  height: 720,
};

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
        <>
          {/* The poster is the largest thing in the first view: fetch it early and at high priority. */}
          <Head>
            <link rel="preload" as="image" href={VIDEO.poster} type="image/webp" fetchPriority="high" />
          </Head>
          <figure className={styles.media}>
            {/* preload="none": the clip downloads only when the visitor presses play. */}
            <video
              className={styles.video}
              controls
              preload="none"
              playsInline
              poster={VIDEO.poster}
              width={VIDEO.width}
              height={VIDEO.height}>
              <source src={VIDEO.webm} type="video/webm" />
              <source src={VIDEO.mp4} type="video/mp4" />
              <track kind="captions" src={VIDEO.captions} srcLang="en" label="English" default />
              Your browser does not support the video element.
            </video>
            <figcaption className={styles.caption}>
              <span className={styles.label}>Las Vegas</span>
              <span>Celebrating with partners at a party during a conference in Las Vegas.</span>
            </figcaption>
          </figure>
        </>
      }
    />
  );
}
