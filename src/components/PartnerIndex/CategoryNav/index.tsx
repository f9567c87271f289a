import Button from '@site/src/components/Button';
import type {CategoryGroup} from '@site/src/partners/categories';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {groups: CategoryGroup<PartnerEntry>[]};

/** Links from the hero to each kind's section on the page, with how many partners it holds. */
export default function CategoryNav({groups}: Props) {
  return (
    <nav aria-label="Partner categories" className={styles.nav}>
      <ul className={styles.list}>
        {groups.map(({category, partners}) => (
          <li key={category.slug}>
            <Button to={`#${category.slug}`} variant="glass" size="sm" className={styles.chip}>
              {category.label}
              <span className={styles.count}>
                <span className="sr-only">, </span>
                {partners.length}
                <span className="sr-only">{partners.length === 1 ? ' partner' : ' partners'}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
