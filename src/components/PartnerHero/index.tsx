import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import Icon from '@site/src/components/Icon';
import PageHero from '@site/src/components/PageHero';
import PartnerLogo from '@site/src/components/PartnerLogo';
import {ALL_PARTNERS_PATH} from '@site/src/lib/site';
import {categoryText} from '@site/src/partners/categoryText';
import {usePartner} from '@site/src/partners/usePartner';
import {opensInNewTab} from '@site/src/partners/linkText';
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
  const back = backToHome
    ? {
        to: '/',
        label: translate({
          id: 'partner.hero.backToHome',
          message: 'Back to Home',
          description: 'Small link above a partner profile back to the home page (a few words)',
        }),
      }
    : {
        to: ALL_PARTNERS_PATH,
        label: translate({
          id: 'partner.hero.allPartners',
          message: 'All partners',
          description: "Small link above a partner profile back to the home page's list of all partners (a few words)",
        }),
      };

  return (
    <div className={styles.root}>
      <Button to={back.to} variant="ghost" size="sm" className={styles.back}>
        <Icon name="arrowLeft" />
        {back.label}
      </Button>
      <PageHero
        titleId="partner-name"
        className={styles.panel}
        eyebrow={category ? categoryText(category).label : undefined}
        title={name}
        description={<p>{tagline}</p>}
        actions={
          <Button to={website} external variant="hero">
            <Translate
              id="partner.hero.visitWebsite"
              description="Button in a partner profile's hero to the partner's own website (2 or 3 words)">
              Visit Website
            </Translate>
            <Icon name="externalLink" />
            <span className="sr-only">{` ${opensInNewTab()}`}</span>
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
