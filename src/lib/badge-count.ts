/**
 * A count on a badge: `99+` past 99, as every unread badge shows it (the chat links, the bell, the
 * menus). A module of its own: the header's script imports it on every page (DESIGN.md's JS budget).
 */
export const badgeCount = (count: number): string => (count > 99 ? '99+' : String(count));
