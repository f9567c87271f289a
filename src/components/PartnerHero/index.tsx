import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Button from '@site/src/components/Button';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import {ALL_PARTNERS_PATH} from '@site/src/lib/site';
import {allPartners} from '@site/src/partners/directory';
import type {PartnerFrontMatter} from '@site/src/partners/schema';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

export type PartnerHeroProps = {
  /**
   * A "Back to Home" button above the hero instead of the hero's "All partners" link: a page has
   * one way back, never two.
   */
  backToHome?: boolean;
};

/** The size every partner logo is drawn at; used when the directory does not know the file. */
const DEFAULT_LOGO_SIZE = {width: 200, height: 60};

function logoFor(src: string): PartnerEntry['logo'] {
  return allPartners.find((partner) => partner.logo.src === src)?.logo ?? {src, ...DEFAULT_LOGO_SIZE};
}

/**
 * Top of a partner profile, read from the document's front matter: one link back (to all
 * partners, or home), logo, name (the page's h1), tagline, description and the partner's website.
 */
export default function PartnerHero({backToHome = false}: PartnerHeroProps) {
  const {frontMatter} = useDoc();
  const {name, logo, tagline, description, website} = frontMatter as unknown as PartnerFrontMatter;

  return (
    <div className={styles.root}>
      {backToHome && (
        <Button to="/" variant="ghost" size="sm" className={styles.backHome}>
          <Icon name="arrowLeft" />
          Back to Home
        </Button>
      )}
      <header className={styles.hero}>
        {!backToHome && (
          <Link to={ALL_PARTNERS_PATH} className={styles.allPartners}>
            <Icon name="arrowLeft" />
            All partners
          </Link>
        )}
        <div className={styles.text}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.tagline}>{tagline}</p>
          <p className={styles.description}>{description}</p>
          <Button to={website} external variant="hero" className={styles.visit}>
            Visit Website
            <Icon name="externalLink" />
            <span className="sr-only"> (opens in a new tab)</span>
          </Button>
        </div>
        <div className={styles.logoPlate}>
          {/* The name is the h1 beside it, so the logo itself is decorative. */}
          <PartnerLogo logo={logoFor(logo)} alt="" lazy={false} className={styles.logo} />
        </div>
      </header>
    </div>
  );
}
