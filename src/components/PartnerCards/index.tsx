import CardGrid, {type CardGridProps, type CardGridVariant} from '@site/src/components/CardGrid';
import {usePartnerSection} from '@site/src/partners/usePartnerSection';

type SectionProps = Omit<CardGridProps, 'items' | 'title'> & {
  /** Given: these cards (the service page). Left out: the partner's front matter section. */
  items?: CardGridProps['items'];
  title?: string;
};

function DocumentCards({variant, ...props}: Omit<SectionProps, 'items'> & {variant: CardGridVariant}) {
  const section = usePartnerSection(variant === 'feature' ? 'featureCards' : 'benefits');
  if (!section) return null;
  return <CardGrid {...props} title={props.title ?? section.title} items={section.items} variant={variant} />;
}

function SectionCards({items, variant, ...props}: SectionProps & {variant: CardGridVariant}) {
  return items ? (
    <CardGrid {...props} items={items} variant={variant} />
  ) : (
    <DocumentCards {...props} variant={variant} />
  );
}

/** `<FeatureCards />` in MDX: the partner's `featureCards` (or its product's), what the product does. */
export function FeatureCards(props: SectionProps) {
  return <SectionCards {...props} variant="feature" />;
}

/** `<BenefitCards />` in MDX: the partner's `benefits` (or its product's), what the customer gains. */
export function BenefitCards(props: SectionProps) {
  return <SectionCards {...props} variant="benefit" />;
}
