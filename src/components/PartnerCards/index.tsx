import CardGrid, {type CardGridProps} from '@site/src/components/CardGrid';
import {usePartnerSection} from '@site/src/partners/usePartnerSection';

type SectionProps = Omit<CardGridProps, 'items' | 'title'> & {
  /** Given: these cards (the service page). Left out: the partner's front matter section. */
  items?: CardGridProps['items'];
  title?: string;
};

/** The front matter section a document's cards come from. */
type CardSection = 'featureCards' | 'benefits';

function DocumentCards({section: name, ...props}: Omit<SectionProps, 'items'> & {section: CardSection}) {
  const section = usePartnerSection(name);
  if (!section) return null;
  return <CardGrid {...props} title={props.title ?? section.title} items={section.items} />;
}

function SectionCards({items, section, ...props}: SectionProps & {section: CardSection}) {
  return items ? <CardGrid {...props} items={items} /> : <DocumentCards {...props} section={section} />;
}

/** `<FeatureCards />` in MDX: the partner's `featureCards` (or its product's), what the product does. */
export function FeatureCards(props: SectionProps) {
  return <SectionCards {...props} section="featureCards" />;
}

/** `<BenefitCards />` in MDX: the partner's `benefits` (or its product's), what the customer gains. */
export function BenefitCards(props: SectionProps) {
  return <SectionCards {...props} section="benefits" />;
}
