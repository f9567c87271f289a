import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Button from '@site/src/components/Button';
import CtaBand from '@site/src/components/CtaBand';
import Icon from '@site/src/components/Icon';
import PageHero from '@site/src/components/PageHero';
import styles from './styles.module.css';

export type ServiceHeroProps = {
  /** Small label above the title. */
  eyebrow?: string;
  /**
   * The page's h1 (or the closing band's h2): usually `frontMatter.title`. A Japanese title that is
   * one long compound marks its phrases with <wbr /> here, which only the heading needs.
   */
  title: ReactNode;
  /** One or two sentences under the title; on the intro it is also the page description. */
  lead: string;
  /** Extra intro content (Markdown) under the lead. */
  children?: ReactNode;
  /** Button to the contact page; "Let's partner together" by default. */
  actionLabel?: string;
  /** 'intro' opens a service page, with its h1; 'closing' is the call to action at its end, with an h2. */
  variant?: 'intro' | 'closing';
};

/**
 * Opens a service page with the site's one PageHero (intro), or closes it with the one CtaBand
 * (closing). The page's metadata comes from its front matter (src/theme/MDXPage), not from here.
 */
export default function ServiceHero({
  eyebrow,
  title,
  lead,
  children,
  actionLabel,
  variant = 'intro',
}: ServiceHeroProps) {
  const titleId = useId();
  const markSrc = useBaseUrl('/img/logos/omnia-mark.svg');
  const action = (
    <Button to="/join-ecosystem" variant="cta" size={variant === 'intro' ? 'hero' : 'lg'}>
      {actionLabel ??
        translate({
          id: 'service.hero.action',
          message: "Let's partner together",
          description:
            'Button to the contact page at the top and at the end of a service page. The specification quotes this English wording: keep the English as it is',
        })}
      <Icon name="arrowRight" />
    </Button>
  );
  if (variant === 'closing') return <CtaBand title={title} description={lead} actions={action} />;
  return (
    <>
      <PageHero
        titleId={titleId}
        eyebrow={eyebrow}
        title={title}
        description={lead}
        actions={action}
        media={
          // Omnia at the centre of the ecosystem: echoes the partner ring further down the page.
          <div className={styles.art} aria-hidden="true">
            <span className={styles.orbitOuter} />
            <span className={styles.orbitInner} />
            <img src={markSrc} alt="" width={64} height={64} className={styles.artMark} />
          </div>
        }>
        {children}
      </PageHero>
    </>
  );
}
