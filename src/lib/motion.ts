/** The media query of a visitor who asks for less motion: scrolling jumps instead of gliding, carousels stay still. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion, read when it is needed (false where the browser cannot say). */
export const prefersReducedMotion = (): boolean => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
