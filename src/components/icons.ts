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
import heart from 'lucide-static/icons/heart.svg?raw';
import chevronLeft from 'lucide-static/icons/chevron-left.svg?raw';
import chevronRight from 'lucide-static/icons/chevron-right.svg?raw';
import chevronsLeft from 'lucide-static/icons/chevrons-left.svg?raw';
import chevronsRight from 'lucide-static/icons/chevrons-right.svg?raw';
import slidersHorizontal from 'lucide-static/icons/sliders-horizontal.svg?raw';
import plus from 'lucide-static/icons/plus.svg?raw';
import pencil from 'lucide-static/icons/pencil.svg?raw';
import trash2 from 'lucide-static/icons/trash-2.svg?raw';
import imageIcon from 'lucide-static/icons/image.svg?raw';
import arrowLeft from 'lucide-static/icons/arrow-left.svg?raw';
import refreshCw from 'lucide-static/icons/refresh-cw.svg?raw';
import clock from 'lucide-static/icons/clock.svg?raw';
import upload from 'lucide-static/icons/upload.svg?raw';
import arrowUp from 'lucide-static/icons/arrow-up.svg?raw';
import bookmark from 'lucide-static/icons/bookmark.svg?raw';
import bookmarkX from 'lucide-static/icons/bookmark-x.svg?raw';
import circleCheck from 'lucide-static/icons/circle-check.svg?raw';
import star from 'lucide-static/icons/star.svg?raw';
import circlePause from 'lucide-static/icons/circle-pause.svg?raw';
import circlePlay from 'lucide-static/icons/circle-play.svg?raw';
import eye from 'lucide-static/icons/eye.svg?raw';
import apple from 'simple-icons/icons/apple.svg?raw';
import facebook from 'simple-icons/icons/facebook.svg?raw';
import googleplay from 'simple-icons/icons/googleplay.svg?raw';
import instagram from 'simple-icons/icons/instagram.svg?raw';
import telegram from 'simple-icons/icons/telegram.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';

/** Bundled icons (no CDN): Lucide outlines and Simple Icons brand marks, inlined as SVG. */
const outline = {
  'arrow-right': arrowRight,
  'badge-check': badgeCheck,
  bell,
  'building-2': building2,
  check,
  'chevron-down': chevronDown,
  globe,
  handshake,
  'layout-grid': layoutGrid,
  'log-in': logIn,
  'map-pin': mapPin,
  menu,
  'message-circle': messageCircle,
  package: package_,
  rocket,
  search,
  'shield-check': shieldCheck,
  smartphone,
  sparkles,
  store,
  tag,
  users,
  wrench,
  x,
  heart,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  'chevrons-left': chevronsLeft,
  'chevrons-right': chevronsRight,
  'sliders-horizontal': slidersHorizontal,
  plus,
  pencil,
  'trash-2': trash2,
  image: imageIcon,
  'arrow-left': arrowLeft,
  'refresh-cw': refreshCw,
  clock,
  upload,
  'arrow-up': arrowUp,
  bookmark,
  'bookmark-x': bookmarkX,
  'circle-check': circleCheck,
  star,
  'circle-pause': circlePause,
  'circle-play': circlePlay,
  eye,
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
