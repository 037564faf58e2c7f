import { memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, ProductSummary } from '../../api/queries/menu';
import { prefersReducedMotion } from '../../lib/motion';
import { type ShownProduct, CategorySection, useDetailsNearTheScreen } from './menu-sections';
import { activeSection, isCompact, SCROLL_DELAY_MS, scrollTargetFor } from './menu-scroll';
import styles from './menu.module.css';
import { menuMessages as m } from './messages';

function sectionElement(id: number): HTMLElement | null {
  return document.getElementById(`categoria-${id}`);
}

/** Scrolls to a category's section, below the header and the strip that will be showing. */
function scrollToCategory(id: number, smooth: boolean) {
  const element = sectionElement(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY;
  window.scrollTo({
    top: scrollTargetFor(top, window.innerWidth),
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
  });
}

/** Follows the scroll: whether the compact strip shows, and which category is under the strips. */
function useScrollState(categories: MenuCategory[]) {
  const [compact, setCompact] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const sections = categories.flatMap((category) => {
        const element = sectionElement(category.id);
        return element ? [{ id: category.id, top: element.getBoundingClientRect().top + scrollY }] : [];
      });
      // Drawn as a transition: a tap that comes with the scroll (a finger lifted on a product) is answered first.
      startTransition(() => {
        setCompact(isCompact(scrollY));
        setActive(activeSection(sections, scrollY, window.innerWidth));
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [categories]);
  return { compact, active };
}

function Strip({
  categories,
  current,
  compact,
  onChoose,
}: {
  categories: MenuCategory[];
  current: number | null;
  compact: boolean;
  onChoose: (id: number) => void;
}) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  // The underlined name stays in sight in the compact strip, which scrolls sideways on a phone.
  useEffect(() => {
    const strip = list.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!compact || !strip || !link) return;
    strip.scrollTo({ left: link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2, behavior: 'auto' });
  }, [compact, current]);
  return (
    <nav className={compact ? styles.compactStrip : styles.largeStrip} aria-label={intl.formatMessage(m.stripLabel)}>
      <ul ref={list}>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#categoria-${category.id}`}
              className={styles.stripLink}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(category.id);
              }}
            >
              {compact ? null : <img src={category.thumbnail} alt="" width={72} height={72} />}
              <span>{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The menu: the large strip of categories, the compact sticky strip once the page has scrolled
 * past 190 px, and a section per category. Choosing a category underlines it and scrolls to it after 300 ms; the
 * underline then follows the scroll.
 * Memoized: opening a product's dialog changes the page around the menu, not the menu.
 */
export const MenuView = memo(function MenuView({
  categories,
  startAt,
  shown,
  onOpen,
}: {
  categories: MenuCategory[];
  startAt: number | null;
  shown: (products: ProductSummary[]) => ShownProduct[];
  onOpen: (product: ProductSummary) => void;
}) {
  const { compact, active } = useScrollState(categories);
  useDetailsNearTheScreen(categories);
  // The category chosen (in the address or a strip) stays underlined until the reader scrolls on their own: the
  // last sections cannot always reach the top of the window, where the scroll position would name them.
  const [chosen, setChosen] = useState<number | null>(startAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const choose = useCallback((id: number) => {
    setChosen(id);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => scrollToCategory(id, true), SCROLL_DELAY_MS);
  }, []);

  useEffect(() => {
    const release = () => setChosen(null);
    const onKey = (event: KeyboardEvent) => {
      if (['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' '].includes(event.key)) release();
    };
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  // /carta?id= opens the menu at that category; the first one is where the menu starts anyway.
  useEffect(() => {
    if (startAt !== null && categories.some((category) => category.id === startAt)) {
      if (startAt === categories[0]?.id) window.scrollTo(0, 0);
      else scrollToCategory(startAt, false);
      const heading = document.getElementById(`categoria-${startAt}-titulo`);
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
    }
  }, [startAt, categories]);

  const current = chosen ?? active;
  return (
    <>
      <Strip categories={categories} current={current} compact={false} onChoose={choose} />
      {compact ? <Strip categories={categories} current={current} compact onChoose={choose} /> : null}
      {categories.map((category, index) => (
        <CategorySection key={category.id} category={category} shown={shown} onOpen={onOpen} first={index === 0} />
      ))}
    </>
  );
});
