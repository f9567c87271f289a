import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import PageHero from '@site/src/components/PageHero';
import HeroVideo from '@site/src/components/Home/HeroVideo';
import {PHRASE_BREAKS} from '@site/src/lib/phraseBreaks';
import {useScrollToHighlightsOnEvent} from './useScrollToHighlightsOnEvent';
import styles from './styles.module.css';

/** Home hero: the promise, the call to action, and the Las Vegas event video. */
export default function Hero() {
  useScrollToHighlightsOnEvent();
  const caption = translate({
    id: 'home.hero.videoCaption',
    message: 'Celebrating with partners at a party during a conference in Las Vegas.',
    description: "Caption under the home page's video of a party at a conference in Las Vegas (one sentence)",
  });

  return (
    <PageHero
      titleId="hero-title"
      eyebrow={translate({
        id: 'home.hero.eyebrow',
        message: 'Why Partner with Omnia',
        description:
          "Small label above the home page's main heading (short; Omnia is the company name). English quoted by the site's specification: do not reword the English.",
      })}
      title={
        <Translate
          id="home.hero.title"
          description="The home page's main heading; {highlight} is the highlighted end of the sentence (home.hero.titleHighlight); {wbr} marks where a Japanese line may break"
          values={{
            ...PHRASE_BREAKS,
            highlight: (
              <span className={styles.highlight}>
                <Translate
                  id="home.hero.titleHighlight"
                  description="Highlighted part of the home page's main heading, in {highlight} of: Make the SAP ecosystem your {highlight}; {wbr} marks where a Japanese line may break"
                  values={PHRASE_BREAKS}>
                  number one growth channel
                </Translate>
              </span>
            ),
          }}>
          {'Make the SAP ecosystem your {highlight}'}
        </Translate>
      }
      description={
        <Translate
          id="home.hero.description"
          description="The home page's introduction under its main heading (two sentences)">
          Omnia is the embedded partnership team for software vendors and service firms. We work with SAP's account
          executives every day to turn the ecosystem into pipeline and revenue for you.
        </Translate>
      }
      actions={
        <Button to="/join-ecosystem" variant="hero" size="hero">
          <Translate
            id="home.hero.cta"
            description="The home page's main call to action, to the contact page (short button). English quoted by the site's specification: do not reword the English.">
            Let's partner together
          </Translate>
        </Button>
      }
      media={
        <figure className={styles.media}>
          <HeroVideo description={caption} />
          <figcaption className={styles.caption}>
            <span className={styles.label}>
              <Translate
                id="home.hero.videoLabel"
                description="Label on the home page's video caption: the city's name">
                Las Vegas
              </Translate>
            </span>
            <span>{caption}</span>
          </figcaption>
        </figure>
      }
    />
  );
}
