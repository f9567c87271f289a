import {lazy, Suspense, useRef} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {useInView} from '@site/src/hooks/useInView';
import HighlightList from './HighlightList';
import HIGHLIGHTS from '@generated/site-content/default/recent-highlights.json';
import styles from './styles.module.css';

/** Swiper's JS and CSS arrive in their own chunk, requested only when the section comes near. */
const HighlightsCarousel = lazy(() => import('./HighlightsCarousel'));

/** Start loading Swiper this far ahead of the section, so it is ready when the visitor arrives. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * "Recent Highlights": the three most recent events (content/highlights/). Pre-rendered as a plain list (crawlers, no-JS, first
 * paint), then enhanced into a Swiper carousel once the section approaches the viewport. A language
 * with no translated event keeps the section (the menus and the footer link to it) with its heading
 * and note only: no empty list, and no carousel whose arrows and dots lead nowhere.
 */
export default function RecentHighlights() {
  const containerRef = useRef<HTMLDivElement>(null);
  const near = useInView(containerRef, {rootMargin: PRELOAD_MARGIN});
  const list = <HighlightList highlights={HIGHLIGHTS} />;

  return (
    <Section id="recent-highlights" labelledBy="recent-highlights-title">
      <SectionTitle
        id="recent-highlights-title"
        eyebrow={translate({
          id: 'home.highlights.eyebrow',
          message: 'Success Stories',
          description: "Small label above the home page's Recent Highlights heading (short)",
        })}
        title={translate({
          id: 'home.highlights.title',
          message: 'Recent Highlights',
          description: "Heading of the home page's carousel of recent events (short)",
        })}
        description={translate({
          id: 'home.highlights.description',
          message: "Where our partners met SAP's field teams and customers, and what came of it.",
          description: 'Sentence under the Recent Highlights heading, before the event cards',
        })}
      />
      {HIGHLIGHTS.length > 0 && (
        <div ref={containerRef}>
          {near ? (
            <Suspense fallback={list}>
              <HighlightsCarousel highlights={HIGHLIGHTS} />
            </Suspense>
          ) : (
            list
          )}
        </div>
      )}
      <p className={styles.more}>
        <Translate
          id="home.highlights.more"
          description="Note under the home page's event cards. English quoted by the site's specification: do not reword the English.">
          More events coming soon
        </Translate>
      </p>
    </Section>
  );
}
