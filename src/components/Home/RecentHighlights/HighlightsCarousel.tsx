import {useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay, Navigation} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import type {A11yOptions} from 'swiper/types';
import Translate, {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import {usePrefersReducedMotion} from '@site/src/hooks/usePrefersReducedMotion';
import HighlightCard from './HighlightCard';
import type {HighlightCardData as Highlight} from '@site/src/siteContent/types';
import {CAROUSEL_BREAKPOINTS, CAROUSEL_GAP_PX, AUTOPLAY_DELAY_MS} from './carouselConfig';
import styles from './carousel.module.css';

/**
 * What Swiper announces to screen readers, in the page's language. Swiper fills in its own
 * {{index}} and {{slidesLength}}; the messages name them {number} and {count} for translators.
 */
function a11yMessages(): A11yOptions {
  return {
    containerMessage: translate({
      id: 'home.highlights.carousel.label',
      message: 'Recent highlights',
      description: "Screen readers' name for the home page's carousel of recent events",
    }),
    containerRoleDescriptionMessage: translate({
      id: 'home.highlights.carousel.role',
      message: 'carousel',
      description: 'What screen readers call the rotating list of event cards (one lowercase word)',
    }),
    itemRoleDescriptionMessage: translate({
      id: 'home.highlights.carousel.slideRole',
      message: 'slide',
      description: 'What screen readers call one event card of the carousel (one lowercase word)',
    }),
    slideLabelMessage: translate(
      {
        id: 'home.highlights.carousel.slideLabel',
        message: '{number} of {count}',
        description:
          "Screen readers' name for one card of the event carousel: {number} is its position, {count} the number of cards",
      },
      {number: '{{index}}', count: '{{slidesLength}}'},
    ),
    prevSlideMessage: translate({
      id: 'home.highlights.carousel.previous',
      message: 'Previous highlight',
      description: "Screen readers' name for the event carousel's previous arrow",
    }),
    nextSlideMessage: translate({
      id: 'home.highlights.carousel.next',
      message: 'Next highlight',
      description: "Screen readers' name for the event carousel's next arrow",
    }),
    firstSlideMessage: translate({
      id: 'home.highlights.carousel.first',
      message: 'This is the first highlight',
      description: 'Read by screen readers when the event carousel is at its first card',
    }),
    lastSlideMessage: translate({
      id: 'home.highlights.carousel.last',
      message: 'This is the last highlight',
      description: 'Read by screen readers when the event carousel is at its last card',
    }),
    paginationBulletMessage: translate(
      {
        id: 'home.highlights.carousel.goTo',
        message: 'Go to highlight {number}',
        description: "Screen readers' name for one dot under the event carousel; {number} is the card's position",
      },
      {number: '{{index}}'},
    ),
  };
}

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
  // The dots are React's, not Swiper's Pagination module's: that one writes them with innerHTML,
  // through a Trusted Types policy it creates anew each time, which the pages' CSP refuses
  // (plugins/host-config/policy.ts). One dot per position the carousel can stop at.
  const [stops, setStops] = useState({count: 0, current: 0});
  const readStops = (instance: SwiperInstance) =>
    setStops({count: instance.snapGrid.length, current: instance.snapIndex});
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [locked, setLocked] = useState(false);
  const [autoplaying, setAutoplaying] = useState(false);

  useEffect(() => {
    if (reducedMotion) swiper?.autoplay?.stop();
  }, [reducedMotion, swiper]);

  // Keyboard focus inside the slides stops the rotation for good, as a click or swipe does.
  const stopAutoplay = () => swiper?.autoplay?.stop();
  const toggleAutoplay = () => (autoplaying ? swiper?.autoplay?.stop() : swiper?.autoplay?.start());
  const messages = a11yMessages();
  // The cards never change as the carousel moves: each slide change re-renders the carousel's
  // controls, and React skips the cards.
  const slides = useMemo(
    () =>
      highlights.map((highlight) => (
        <SwiperSlide key={highlight.id} className={styles.slide}>
          <HighlightCard highlight={highlight} />
        </SwiperSlide>
      )),
    [highlights],
  );

  return (
    <div>
      <div onFocus={stopAutoplay}>
        <Swiper
          modules={[A11y, Autoplay, Navigation]}
          loop={false}
          slidesPerView={1}
          spaceBetween={CAROUSEL_GAP_PX}
          breakpoints={CAROUSEL_BREAKPOINTS}
          autoplay={
            reducedMotion ? false : {delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true}
          }
          navigation={{prevEl, nextEl, disabledClass: styles.disabled, lockClass: styles.hidden}}
          a11y={messages}
          onSwiper={setSwiper}
          onInit={(instance) => {
            setLocked(instance.isLocked);
            readStops(instance);
          }}
          onSnapGridLengthChange={readStops}
          onSnapIndexChange={readStops}
          onLock={() => setLocked(true)}
          onUnlock={() => setLocked(false)}
          onAutoplayStart={() => setAutoplaying(true)}
          onAutoplayStop={() => setAutoplaying(false)}
          className={styles.swiper}>
          {slides}
        </Swiper>
      </div>
      <div className={styles.controls} hidden={locked}>
        <button ref={setPrevEl} type="button" className={styles.arrow} aria-label={messages.prevSlideMessage}>
          <Icon name="arrowLeft" size={20} />
        </button>
        <div className={styles.pagination}>
          {Array.from({length: stops.count}, (_, index) => (
            <button
              key={index}
              type="button"
              className={clsx(styles.bullet, index === stops.current && styles.bulletActive)}
              aria-label={messages.paginationBulletMessage?.replace('{{index}}', String(index + 1))}
              aria-current={index === stops.current ? 'true' : undefined}
              onClick={() => swiper?.slideTo(index)}
            />
          ))}
        </div>
        <button ref={setNextEl} type="button" className={styles.arrow} aria-label={messages.nextSlideMessage}>
          <Icon name="arrowRight" size={20} />
        </button>
        {!reducedMotion && (
          // The whole action is the button's name, so each language words it as one phrase; the
          // visible word is its short form.
          <button
            type="button"
            className={styles.autoplayToggle}
            onClick={toggleAutoplay}
            aria-label={
              autoplaying
                ? translate({
                    id: 'home.highlights.carousel.pauseRotation',
                    message: 'Pause automatic rotation',
                    description:
                      "Screen readers' name for the button that stops the event carousel's rotation; it must contain the button's visible word (home.highlights.carousel.pause)",
                  })
                : translate({
                    id: 'home.highlights.carousel.playRotation',
                    message: 'Play automatic rotation',
                    description:
                      "Screen readers' name for the button that restarts the event carousel's rotation; it must contain the button's visible word (home.highlights.carousel.play)",
                  })
            }>
            <Icon name={autoplaying ? 'pause' : 'play'} size={14} />
            {autoplaying ? (
              <Translate
                id="home.highlights.carousel.pause"
                description="Visible label of the button that stops the event carousel's rotation (one short word)">
                Pause
              </Translate>
            ) : (
              <Translate
                id="home.highlights.carousel.play"
                description="Visible label of the button that restarts the event carousel's rotation (one short word)">
                Play
              </Translate>
            )}
          </button>
        )}
      </div>
    </div>
  );
}
