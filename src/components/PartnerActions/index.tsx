import Translate from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import {usePartner} from '@site/src/partners/usePartner';
import {usePartnerSection} from '@site/src/partners/usePartnerSection';
import {opensInNewTab} from '@site/src/partners/linkText';
import styles from './styles.module.css';

export type PartnerActionsProps = {
  /** Overrides the front matter `website` (inside <Product>, the product's own `website` comes first). */
  website?: string;
};

/**
 * Closing calls to action of a partner profile: contact Omnia, visit the partner. The way to all
 * partners follows right below, in the page's "More partners" band (src/components/MorePartners),
 * so it is not repeated here.
 */
export default function PartnerActions({website}: PartnerActionsProps) {
  const partner = usePartner();
  const productWebsite = usePartnerSection('website');
  const href = website ?? productWebsite ?? partner.website;
  return (
    <ContentBlock className={styles.root}>
      <Button to="/join-ecosystem" variant="hero" size="lg">
        <Translate
          id="partner.actions.contact"
          description="Large button at the end of a partner profile, to Omnia's contact page (2 or 3 words)">
          Contact Us
        </Translate>
      </Button>
      {href && (
        <Button to={href} external variant="outline" size="lg">
          <Translate
            id="partner.actions.visitWebsite"
            description="Large button at the end of a partner profile, to the partner's own website (2 or 3 words)">
            Visit Website
          </Translate>
          <Icon name="externalLink" />
          <span className="sr-only">{` ${opensInNewTab()}`}</span>
        </Button>
      )}
    </ContentBlock>
  );
}
