import {useEffect, useState} from 'react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay, Navigation, Pagination} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import Icon from '@site/src/components/Icon';
import {usePrefersReducedMotion} from '@site/src/hooks/usePrefersReducedMotion';
import HighlightCard from './HighlightCard';
import type {HighlightCardData as Highlight} from '@site/src/content/types';
import {CAROUSEL_BREAKPOINTS, CAROUSEL_GAP_PX, AUTOPLAY_DELAY_MS} from './carouselConfig';
import styles from './carousel.module.css';

/**
 * The Swiper carousel that replaces the pre-rendered list once the section comes near. Its JS is
 * loaded on demand (see index.tsx). Its CSS is not swiper/css: Docusaurus merges every imported
 * stylesheet into the one styles.css each page blocks on, so carousel.module.css carries only the
 * few structural Swiper rules this carousel uses.
 */
export default function HighlightsCarousel({highlights}: {highlights: readonly Highlight[]}) {
  const reducedMotion = usePrefersReducedMotion();
  // The controls render after the slides, so their elements reach Swiper through state (a ref
  // would still be empty when Swiper initialises); Swiper wires them up on the next render.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [locked, setLocked] = useState(false);
  const [autoplaying, setAutoplaying] = useState(false);

  useEffect(() => {
    if (reducedMotion) swiper?.autoplay?.stop();
  }, [reducedMotion, swiper]);

  // Keyboard focus inside the slides stops the rotation for good, as a click or swipe does.
  const stopAutoplay = () => swiper?.autoplay?.stop();
  const toggleAutoplay = () => (autoplaying ? swiper?.autoplay?.stop() : swiper?.autoplay?.start());

  return (
    <div>
      <div onFocus={stopAutoplay}>
        <Swiper
          modules={[A11y, Autoplay, Navigation, Pagination]}
          loop={false}
          slidesPerView={1}
          spaceBetween={CAROUSEL_GAP_PX}
          breakpoints={CAROUSEL_BREAKPOINTS}
          autoplay={
            reducedMotion ? false : {delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true}
          }
          navigation={{prevEl, nextEl, disabledClass: styles.disabled, lockClass: styles.hidden}}
          pagination={{
            el: paginationEl,
            clickable: true,
            bulletElement: 'button',
            bulletClass: styles.bullet,
            bulletActiveClass: styles.bulletActive,
            lockClass: styles.hidden,
          }}
          a11y={{
            containerMessage: 'Recent highlights',
            containerRoleDescriptionMessage: 'carousel',
            itemRoleDescriptionMessage: 'slide',
            slideLabelMessage: '{{index}} of {{slidesLength}}',
            prevSlideMessage: 'Previous highlight',
            nextSlideMessage: 'Next highlight',
            firstSlideMessage: 'This is the first highlight',
            lastSlideMessage: 'This is the last highlight',
            paginationBulletMessage: 'Go to highlight {{index}}',
          }}
          onSwiper={setSwiper}
          onInit={(instance) => setLocked(instance.isLocked)}
          onLock={() => setLocked(true)}
          onUnlock={() => setLocked(false)}
          onAutoplayStart={() => setAutoplaying(true)}
          onAutoplayStop={() => setAutoplaying(false)}
          className={styles.swiper}>
          {highlights.map((highlight) => (
            <SwiperSlide key={highlight.id} className={styles.slide}>
              <HighlightCard highlight={highlight} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className={styles.controls} hidden={locked}>
        <button ref={setPrevEl} type="button" className={styles.arrow} aria-label="Previous highlight">
          <Icon name="arrowLeft" size={20} />
        </button>
        <div ref={setPaginationEl} className={styles.pagination} />
        <button ref={setNextEl} type="button" className={styles.arrow} aria-label="Next highlight">
          <Icon name="arrowRight" size={20} />
        </button>
        {!reducedMotion && (
          <button type="button" className={styles.autoplayToggle} onClick={toggleAutoplay}>
            <Icon name={autoplaying ? 'pause' : 'play'} size={14} />
            {autoplaying ? 'Pause' : 'Play'}
            <span className="sr-only"> automatic rotation</span>
          </button>
        )}
      </div>
    </div>
  );
}
