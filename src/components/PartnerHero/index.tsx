import Button from '@site/src/components/Button';
import Icon from '@site/src/components/Icon';
import PageHero from '@site/src/components/PageHero';
import PartnerLogo from '@site/src/components/PartnerLogo';
import {ALL_PARTNERS_PATH} from '@site/src/lib/site';
import {categoryInfo} from '@site/src/partners/categories';
import {usePartner} from '@site/src/partners/usePartner';
import styles from './styles.module.css';

export type PartnerHeroProps = {
  /**
   * "Back to Home" (to /) instead of "All partners" above the hero (Glider's page leads home): a page
   * has one way back, never two.
   */
  backToHome?: boolean;
};

/**
 * Top of a partner profile, read from the document's front matter: one link back (to all
 * partners, or home), then the site's one page hero, set as a rounded panel inside the article:
 * the partner's kind as eyebrow, its name as the page's h1, tagline, description, website, and the
 * logo on a plate beside them (above them on phones).
 */
export default function PartnerHero({backToHome = false}: PartnerHeroProps) {
  const {name, logo, logoSize, tagline, description, website, category} = usePartner();
  const back = backToHome ? {to: '/', label: 'Back to Home'} : {to: ALL_PARTNERS_PATH, label: 'All partners'};

  return (
    <div className={styles.root}>
      <Button to={back.to} variant="ghost" size="sm" className={styles.back}>
        <Icon name="arrowLeft" />
        {back.label}
      </Button>
      <PageHero
        titleId="partner-name"
        className={styles.panel}
        eyebrow={category ? categoryInfo(category).label : undefined}
        title={name}
        description={<p>{tagline}</p>}
        actions={
          <Button to={website} external variant="hero">
            Visit Website
            <Icon name="externalLink" />
            <span className="sr-only"> (opens in a new tab)</span>
          </Button>
        }
        media={
          <div className={styles.logoPlate}>
            {/* The name is the h1 beside it, so the logo itself is decorative. */}
            <PartnerLogo logo={{src: logo, ...logoSize}} alt="" lazy={false} className={styles.logo} />
          </div>
        }
        mediaFirst>
        <p>{description}</p>
      </PageHero>
    </div>
  );
}
