/**
 * The menu's scrolling rules: when the compact strip sticks, how long after a choice the page scrolls, and how far
 * below the header a section lands.
 */

/** The compact strip (names only) sticks once the page has scrolled past this. */
export const COMPACT_STRIP_AFTER_PX = 190;
/** A category's section is scrolled to this long after its name is chosen. */
export const SCROLL_DELAY_MS = 300;
/** Below this window width the header and strips are shorter, and so are the offsets. */
export const WIDE_WINDOW_PX = 1000;

export function isCompact(scrollY: number): boolean {
  return scrollY > COMPACT_STRIP_AFTER_PX;
}

/**
 * Where a section's heading should land relative to the top of the page: below the header and whichever strip
 * is showing. -180 or -140 with the compact strip, -90 or -60 with the large one, for wide and narrow windows.
 */
export function scrollOffset(compact: boolean, windowWidth: number): number {
  const wide = windowWidth >= WIDE_WINDOW_PX;
  if (compact) return wide ? -180 : -140;
  return wide ? -90 : -60;
}

/**
 * The scroll position that brings a section to its place. Scrolling to any section below the top shows the
 * compact strip, so its offset applies.
 */
export function scrollTargetFor(sectionTop: number, windowWidth: number): number {
  const compact = isCompact(sectionTop + scrollOffset(true, windowWidth));
  return Math.max(0, Math.round(sectionTop + scrollOffset(compact, windowWidth)));
}

/**
 * The category to underline for a scroll position: the last section whose top has reached the line under the
 * strips; the first one before any has.
 */
export function activeSection<T>(sections: { id: T; top: number }[], scrollY: number, windowWidth: number): T | null {
  if (sections.length === 0) return null;
  const line = scrollY - scrollOffset(isCompact(scrollY), windowWidth);
  let active = sections[0]!.id;
  for (const section of sections) {
    if (section.top <= line) active = section.id;
  }
  return active;
}
