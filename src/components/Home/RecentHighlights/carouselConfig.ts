/**
 * Carousel geometry shared by Swiper and the pre-rendered list's CSS (styles.module.css repeats
 * the same breakpoints and gap, so swapping one for the other moves nothing).
 * 1 card per view on small screens, 2 from 640px (sm), 3 from 1024px (lg).
 */
export const CAROUSEL_GAP_PX = 24;
export const CAROUSEL_BREAKPOINTS = {
  640: {slidesPerView: 2},
  1024: {slidesPerView: 3},
};
/** Five seconds per card: time to read one (Swiper's own default is 4000 ms). */
export const AUTOPLAY_DELAY_MS = 5000;
