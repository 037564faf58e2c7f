import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CAROUSEL_INTERVAL_MS } from '../../src/ui/carousel';

const slides = ['Burger Fuego', 'Envío gratis', 'Puerto Venecia'].map((label) => ({
  key: label,
  label,
  content: <a href={`#${label}`}>{label}</a>,
}));

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderCarousel = () =>
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <Carousel label="Destacados" slides={slides} />
    </IntlProvider>,
  );

const visibleSlide = () =>
  screen
    .getAllByRole('group', { hidden: false })
    .find((group) => group.getAttribute('aria-roledescription') === 'diapositiva' && !group.hidden);

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled region showing one slide, with labelled controls', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Destacados' })).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(visibleSlide()).toHaveAccessibleName('1 de 3');
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva 2: Envío gratis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva 1: Burger Fuego' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns on its own, and the stop button stops it', () => {
    mockReducedMotion(false);
    renderCarousel();
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(visibleSlide()).toHaveAccessibleName('2 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Detener el pase automático' }));
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(visibleSlide()).toHaveAccessibleName('2 de 3');
    expect(screen.getByRole('button', { name: 'Iniciar el pase automático' })).toBeInTheDocument();
  });

  // The slides fade in only once turned to: the first, shown as the page paints, is drawn whole at once.
  it('shows its first slide without fading it in, and fades in the slides turned to, by hand or on its own', () => {
    mockReducedMotion(false);
    renderCarousel();
    const slidesBox = () => visibleSlide()!.parentElement!;
    expect(slidesBox()).toHaveClass('slides');
    expect(slidesBox()).not.toHaveClass('turned');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(slidesBox()).toHaveClass('turned');

    const byHand = renderCarousel();
    const secondBox = byHand.container.querySelector('.slides')!;
    expect(secondBox).not.toHaveClass('turned');
    fireEvent.click(within(byHand.container).getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(secondBox).toHaveClass('turned');
  });

  it('pauses while the pointer is over it or focus is inside it', () => {
    mockReducedMotion(false);
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Destacados' });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
    });
    expect(visibleSlide()).toHaveAccessibleName('1 de 3');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('link', { name: 'Burger Fuego' }));
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
    });
    expect(visibleSlide()).toHaveAccessibleName('1 de 3');
  });

  it('does not move on its own for someone who prefers reduced motion, but can be moved by hand', () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
    });
    expect(visibleSlide()).toHaveAccessibleName('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(visibleSlide()).toHaveAccessibleName('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(visibleSlide()).toHaveAccessibleName('1 de 3');
  });
});
