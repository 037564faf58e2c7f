import { type RefObject, useEffect } from 'react';

/**
 * Keeps the element's rendered height in a CSS custom property of the root element while the element is mounted,
 * updated whenever its size changes (text wrapping, a menu opening, zoom), and removes it when the element goes. The
 * page uses such properties to keep its end and its focused elements clear of what is fixed or sticky over it:
 * measured, because the real height depends on the text, the language and the screen.
 *
 * Set in an effect, never read while rendering, so a pre-rendered page and its first render agree; the style
 * sheets fall back to a known height until then.
 */
export function useRootHeightProperty(ref: RefObject<HTMLElement | null>, property: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(property, `${element.getBoundingClientRect().height}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(property);
    };
  }, [ref, property]);
}
