import {createContext, useContext} from 'react';
import type {ProductSection, SectionName} from './sections';
import {usePartner} from './usePartner';

/** The product whose panel a section sits in (set by <Product> on a toggle page); none elsewhere. */
export const ProductContext = createContext<string | undefined>(undefined);

export type PartnerSections = Pick<ProductSection, SectionName | 'website'>;

/**
 * A section of the partner on screen, from front matter: the product's own when the component
 * sits inside <Product name="…">, the document's otherwise. So a writer places `<FeatureCards />`
 * and never repeats which data it shows.
 */
export function usePartnerSection<Name extends keyof PartnerSections>(name: Name): PartnerSections[Name] {
  const partner = usePartner();
  const productName = useContext(ProductContext);
  if (productName === undefined) return (partner as PartnerSections)[name];
  return partner.products?.find((product) => product.name === productName)?.[name];
}
