import {Children, isValidElement, useId, useState, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

export type ProductProps = {
  /** Button label, and the name of the region when chosen. Unique within the toggle. */
  name: string;
  children: ReactNode;
};

/** One product's content inside <ProductToggle>; shown only while its button is chosen. */
export function Product({children}: ProductProps) {
  return <>{children}</>;
}

export type ProductToggleProps = {
  /** Visible prompt above the buttons, also the group's accessible name. */
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
 * Several products on one page, one at a time. Nothing is chosen at first, the same on the server
 * and in the browser, so pre-rendering and hydration agree. Every product is in the HTML (search
 * engines read it) but hidden until its button is chosen.
 */
export default function ProductToggle({label = 'Choose a product', children}: ProductToggleProps) {
  const products = productsIn(children);
  const [chosen, setChosen] = useState<string | null>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const panelId = (index: number) => `${baseId}-product-${index}`;

  return (
    <ContentBlock>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className={styles.buttons}>
        {products.map(({props: {name}}, index) => {
          const pressed = name === chosen;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              aria-controls={panelId(index)}
              className={clsx(styles.button, pressed && styles.pressed)}
              onClick={() => setChosen(name)}>
              {pressed && <Icon name="check" />}
              {name}
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
