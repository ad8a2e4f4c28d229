import arrowRight from 'lucide-static/icons/arrow-right.svg?raw';
import badgeCheck from 'lucide-static/icons/badge-check.svg?raw';
import bell from 'lucide-static/icons/bell.svg?raw';
import building2 from 'lucide-static/icons/building-2.svg?raw';
import check from 'lucide-static/icons/check.svg?raw';
import chevronDown from 'lucide-static/icons/chevron-down.svg?raw';
import globe from 'lucide-static/icons/globe.svg?raw';
import handshake from 'lucide-static/icons/handshake.svg?raw';
import layoutGrid from 'lucide-static/icons/layout-grid.svg?raw';
import logIn from 'lucide-static/icons/log-in.svg?raw';
import mapPin from 'lucide-static/icons/map-pin.svg?raw';
import menu from 'lucide-static/icons/menu.svg?raw';
import messageCircle from 'lucide-static/icons/message-circle.svg?raw';
import package_ from 'lucide-static/icons/package.svg?raw';
import rocket from 'lucide-static/icons/rocket.svg?raw';
import search from 'lucide-static/icons/search.svg?raw';
import shieldCheck from 'lucide-static/icons/shield-check.svg?raw';
import smartphone from 'lucide-static/icons/smartphone.svg?raw';
import sparkles from 'lucide-static/icons/sparkles.svg?raw';
import store from 'lucide-static/icons/store.svg?raw';
import tag from 'lucide-static/icons/tag.svg?raw';
import users from 'lucide-static/icons/users.svg?raw';
import wrench from 'lucide-static/icons/wrench.svg?raw';
import x from 'lucide-static/icons/x.svg?raw';
import apple from 'simple-icons/icons/apple.svg?raw';
import facebook from 'simple-icons/icons/facebook.svg?raw';
import googleplay from 'simple-icons/icons/googleplay.svg?raw';
import instagram from 'simple-icons/icons/instagram.svg?raw';
import telegram from 'simple-icons/icons/telegram.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';

/** Bundled icons (no CDN): Lucide outlines and Simple Icons brand marks, inlined as SVG. */
const outline = {
  'arrow-right': arrowRight, 'badge-check': badgeCheck, bell, 'building-2': building2, check,
  'chevron-down': chevronDown, globe, handshake, 'layout-grid': layoutGrid, 'log-in': logIn,
  'map-pin': mapPin, menu, 'message-circle': messageCircle, package: package_, rocket, search,
  'shield-check': shieldCheck, smartphone, sparkles, store, tag, users, wrench, x,
};
const brand = { apple, facebook, googleplay, instagram, telegram, youtube };

export type IconName = keyof typeof outline | keyof typeof brand;

export interface IconShape {
  viewBox: string;
  body: string;
  filled: boolean;
}

function parse(raw: string, filled: boolean): IconShape {
  const viewBox = /viewBox="([^"]+)"/.exec(raw)?.[1] ?? '0 0 24 24';
  const body = raw
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .trim();
  return { viewBox, body, filled };
}

export const ICONS = Object.fromEntries([
  ...Object.entries(outline).map(([name, raw]) => [name, parse(raw, false)] as const),
  ...Object.entries(brand).map(([name, raw]) => [name, parse(raw, true)] as const),
]) as Record<IconName, IconShape>;
