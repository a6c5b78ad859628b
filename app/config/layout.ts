/** Above this width the header shows the full navigation; at or below it, the burger menu. */
export const NAV_BREAKPOINT_PX = 1230;
export const desktopNavQuery = `(min-width: ${NAV_BREAKPOINT_PX + 1}px)`;
/** Scrolling down past this many pixels hides the desktop header until the visitor scrolls up. */
export const HEADER_HIDE_AFTER_PX = 100;
/** Duration of the mobile menu's closing animation. */
export const MENU_CLOSE_MS = 220;
