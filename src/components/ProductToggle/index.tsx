import {Children, isValidElement, useId, useState, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import {ProductContext} from '@site/src/partners/usePartnerSection';
import styles from './styles.module.css';

export type ProductProps = {
  /** Name on the product's card, and the name of the region when chosen. Unique within the toggle. */
  name: string;
  /** One line on the product's card: what the product is. */
  summary?: string;
  children: ReactNode;
};

/**
 * One product's content inside <ProductToggle>; shown only while its card is chosen. The sections
 * placed inside it (`<FeatureCards />`, `<PdfDownload />` …) show this product's front matter.
 */
export function Product({name, children}: ProductProps) {
  return <ProductContext.Provider value={name}>{children}</ProductContext.Provider>;
}

export type ProductToggleProps = {
  /** Visible prompt above the cards, also the group's accessible name; "Choose a product" by default. */
  label?: string;
  /** <Product name="…"> elements. */
  children: ReactNode;
};

function productsIn(children: ReactNode): ReactElement<ProductProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<ProductProps> =>
      isValidElement<ProductProps>(child) && typeof child.props.name === 'string',
  );
}

/**
 * Several products on one page, one at a time. Each product is a card (name and one line) that is
 * a toggle button; the chosen card is pressed and highlighted. Nothing is chosen at first, the
 * same on the server and in the browser, so pre-rendering and hydration agree. Every product is in
 * the HTML (search engines read it) but hidden until its card is chosen. A card is named by the
 * product's name alone and described by its line.
 */
export default function ProductToggle({label, children}: ProductToggleProps) {
  const products = productsIn(children);
  const prompt =
    label ??
    translate({
      id: 'partner.productToggle.label',
      message: 'Choose a product',
      description:
        "Prompt above the product cards on a partner profile with several products: choosing a card shows that product's details",
    });
  const [chosen, setChosen] = useState<string | null>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const panelId = (index: number) => `${baseId}-product-${index}`;
  const summaryId = (index: number) => `${baseId}-summary-${index}`;

  return (
    <ContentBlock>
      <p id={labelId} className={styles.label}>
        {prompt}
      </p>
      <div role="group" aria-labelledby={labelId} className={styles.choices}>
        {products.map(({props: {name, summary}}, index) => {
          const pressed = name === chosen;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              aria-controls={panelId(index)}
              aria-describedby={summary ? summaryId(index) : undefined}
              className={clsx(styles.choice, pressed && styles.pressed)}
              onClick={() => setChosen(name)}>
              <span className={styles.mark} aria-hidden="true">
                {pressed && <Icon name="check" size={14} />}
              </span>
              <span className={styles.name}>{name}</span>
              {/* Read as the button's description (a button's content is not read line by line),
                  so its name stays the product's name: "Blend LXP, toggle button". */}
              {summary && (
                <span id={summaryId(index)} className={styles.summary} aria-hidden="true">
                  {summary}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {products.map((product, index) => (
        <div
          key={product.props.name}
          id={panelId(index)}
          role="region"
          aria-label={product.props.name}
          hidden={product.props.name !== chosen}
          className={styles.panel}>
          {product}
        </div>
      ))}
    </ContentBlock>
  );
}
