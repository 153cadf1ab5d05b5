import { lazy, Suspense } from 'react';
import type { PhotoCarouselProps } from './photo-carousel';

// On H5 the carousel brings the swiper library (config/nutui-swiper-split.ts): loaded on
// its own, it arrives after the page's first content instead of delaying it.
const LazyPhotoCarousel = lazy(() => import('./photo-carousel'));

/** The carousel, drawn once its chunk has loaded; until then its box stays empty. */
export function PhotoCarousel(props: PhotoCarouselProps) {
  return (
    <Suspense fallback={null}>
      <LazyPhotoCarousel {...props} />
    </Suspense>
  );
}

export type { PhotoCarouselProps };
