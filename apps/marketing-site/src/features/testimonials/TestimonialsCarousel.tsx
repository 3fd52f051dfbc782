import { useI18n } from '@carat/ui/i18n';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '#features/testimonials/usePrefersReducedMotion.ts';

/** The spec's four testimonials; their texts are in the landing catalogue. */
const SLIDES = [1, 2, 3, 4] as const;
const ROTATION_MS = 7000;

const iconButton =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:border-gold';

/**
 * The testimonials carousel (WAI-ARIA carousel pattern). The slides sit in a scroll-snapping track, so a swipe
 * is the browser's own scroll; the buttons, the dots and the arrow keys move it too. It rotates on its own
 * unless the visitor asked for reduced motion, and stops while hovered or focused, or when paused.
 */
export function TestimonialsCarousel() {
  const { t } = useI18n();
  const trackRef = useRef<HTMLDivElement>(null);
  /** The slide a button or a key is scrolling to: the scroll positions passed on the way do not count. */
  const scrollingTo = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !hovered && !focused && !reducedMotion;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const target = (index + SLIDES.length) % SLIDES.length;
      const slide = track?.children[target];
      if (!track || !(slide instanceof HTMLElement)) return;
      scrollingTo.current = target;
      setCurrent(target);
      track.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => goTo(current + 1), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, current, goTo]);

  // A swipe (or any scroll of the visitor's) makes the slide in view the current one.
  const slideInView = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return null;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    return index >= 0 && index < SLIDES.length ? index : null;
  };
  const onScroll = () => {
    const index = slideInView();
    if (index === null) return;
    if (scrollingTo.current !== null) {
      if (index === scrollingTo.current) scrollingTo.current = null;
      return;
    }
    if (index !== current) setCurrent(index);
  };
  const onScrollEnd = () => {
    scrollingTo.current = null;
    const index = slideInView();
    if (index !== null) setCurrent(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: SLIDES.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      className="mx-auto max-w-4xl"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={trackRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for keyboard users.
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        className="relative flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-2xl [scrollbar-width:none]"
      >
        {SLIDES.map((n, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
          <div
            key={n}
            role="group"
            aria-roledescription="slide"
            aria-label={t('testimonials.slide', { n, total: SLIDES.length })}
            aria-hidden={index === current ? undefined : true}
            className="w-full shrink-0 snap-start px-1"
          >
            <figure className="flex h-full flex-col items-center rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-sm sm:px-14">
              <span
                aria-hidden="true"
                className="font-display text-6xl font-medium leading-none text-gold-text"
              >
                “
              </span>
              <blockquote className="mt-2 font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
                {t(`testimonials.${n}.quote`)}
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-medium">{t(`testimonials.${n}.name`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`testimonials.${n}.role`)}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={iconButton}
          aria-label={t(paused ? 'testimonials.resume' : 'testimonials.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('testimonials.previous')}
          onClick={() => goTo(current - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          {SLIDES.map((n, index) => (
            <button
              key={n}
              type="button"
              aria-label={t('testimonials.goTo', { n })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="group flex size-8 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                className={[
                  'block size-2.5 rounded-full transition-colors',
                  index === current ? 'bg-gold-text' : 'bg-input group-hover:bg-gold',
                ].join(' ')}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={t('testimonials.next')}
          onClick={() => goTo(current + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
