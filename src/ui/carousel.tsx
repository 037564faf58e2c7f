import { type ReactNode, useEffect, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { isolatedText } from '../lib/isolated-text';
import { usePrefersReducedMotion } from '../lib/motion';
import styles from './carousel.module.css';
import { Icon } from './icon';

export type CarouselSlide = { key: string | number; label: string; content: ReactNode };

export const CAROUSEL_INTERVAL_MS = 6000;

// Plain descriptors: react-intl's own typing would refuse the placeholders' values.
const messages: Record<
  | 'roleDescription'
  | 'slideRoleDescription'
  | 'slidePosition'
  | 'goTo'
  | 'previous'
  | 'next'
  | 'stop'
  | 'start'
  | 'picker',
  MessageDescriptor
> = defineMessages({
  roleDescription: { id: 'carousel.roleDescription', defaultMessage: 'carrusel' },
  slideRoleDescription: { id: 'carousel.slideRoleDescription', defaultMessage: 'diapositiva' },
  slidePosition: { id: 'carousel.slidePosition', defaultMessage: '{index} de {total}' },
  goTo: { id: 'carousel.goTo', defaultMessage: 'Diapositiva {index}: {label}' },
  previous: { id: 'carousel.previous', defaultMessage: 'Diapositiva anterior' },
  next: { id: 'carousel.next', defaultMessage: 'Diapositiva siguiente' },
  stop: { id: 'carousel.stop', defaultMessage: 'Detener el pase automático' },
  start: { id: 'carousel.start', defaultMessage: 'Iniciar el pase automático' },
  picker: { id: 'carousel.picker', defaultMessage: 'Elige una diapositiva' },
});

/**
 * The WAI-ARIA carousel pattern: a labelled region of slides with previous, next and per-slide buttons and a
 * button that stops or starts the rotation. Rotation pauses while the pointer is over the carousel or focus is
 * inside it, and does not start on its own for someone who prefers reduced motion.
 */
export function Carousel({
  slides,
  label,
  interval = CAROUSEL_INTERVAL_MS,
}: {
  slides: CarouselSlide[];
  label: string;
  interval?: number;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // The slide turned to, none until a first turn: the first slide is shown as the page paints, without fading in.
  const [index, setIndex] = useState<number | null>(null);
  const [rotation, setRotation] = useState<'default' | 'on' | 'off'>('default');
  const [hovering, setHovering] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const total = slides.length;
  const current = total === 0 ? 0 : Math.min(index ?? 0, total - 1);
  const turned = index !== null;
  const rotationOn = rotation === 'on' || (rotation === 'default' && !reducedMotion);
  const rotating = rotationOn && total > 1 && !hovering && !focusInside;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % total), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, total, interval]);

  if (total === 0) return null;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t(messages.roleDescription)}
      aria-label={label}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {/* Announce slide changes only when the user makes them, not on every automatic turn. */}
      <div
        id={slidesId}
        className={turned ? `${styles.slides} ${styles.turned}` : styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t(messages.slideRoleDescription)}
            aria-label={t(messages.slidePosition, { index: position + 1, total })}
            className={styles.slide}
            hidden={position !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setRotation(rotationOn ? 'off' : 'on')}
            aria-label={t(rotationOn ? messages.stop : messages.start)}
          >
            <Icon name={rotationOn ? 'pause' : 'play'} size={20} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t(messages.previous)}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <div className={styles.picker} role="group" aria-label={t(messages.picker)}>
            {slides.map((slide, position) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-current={position === current ? 'true' : undefined}
                aria-label={t(messages.goTo, { index: position + 1, label: isolatedText(slide.label) })}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t(messages.next)}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
