import sharp from 'sharp';
import { lookOf } from './category-looks.ts';
import type { PictureSpec } from './plan-types.ts';

/**
 * Pictures drawn at demo time from SVG (no downloads, no bundled photos): the category's
 * gradient, its icon and the item's short name, drawn on an 800×600 canvas and rendered at
 * 480×360, about what a phone's gallery shows: encoding them is most of the demo fill's time,
 * and 480×360 takes about a quarter less CPU than 640×480 (58 against 80 ms a picture, measured
 * in issue 34; the thumbnail and fingerprint cost the same at either size). The listing core
 * turns them into WebP like any upload; real uploads keep the pipeline's limits and sizes.
 */
const WIDTH = 800;
const HEIGHT = 600;
const SCALE = 0.6;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Four variations, so the pictures of one listing differ: gradient direction, icon place and size. */
const VARIANTS = [
  { gradient: [0, 0, 1, 1], iconX: 400, iconY: 230, iconSize: 220, glow: [660, 110] },
  { gradient: [1, 0, 0, 1], iconX: 250, iconY: 250, iconSize: 260, glow: [120, 500] },
  { gradient: [0, 1, 1, 0], iconX: 560, iconY: 240, iconSize: 240, glow: [700, 480] },
  { gradient: [0, 0, 0, 1], iconX: 400, iconY: 250, iconSize: 170, glow: [140, 120] },
] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The drawing inside a 24×24 Lucide icon, without its own <svg> element and licence comment. */
const iconBody = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

export function pictureSvg(spec: PictureSpec): string {
  const look = lookOf(spec.slug);
  const variant = VARIANTS[spec.variant % VARIANTS.length]!;
  const [x1, y1, x2, y2] = variant.gradient;
  const scale = variant.iconSize / 24;
  // Bold glyphs are about 0.68 em wide: the name fits in 720 px, at most 64 px high.
  const fontSize = Math.min(64, Math.floor(720 / (0.68 * Math.max(1, [...spec.label].length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${variant.glow[0]}" cy="${variant.glow[1]}" r="230" fill="#ffffff" opacity="0.08"/>
  <circle cx="${variant.iconX}" cy="${variant.iconY}" r="${variant.iconSize * 0.72}" fill="#ffffff" opacity="0.1"/>
  <g transform="translate(${variant.iconX - variant.iconSize / 2} ${variant.iconY - variant.iconSize / 2}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${iconBody(look.icon)}</g>
  <text x="400" y="500" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(spec.label)}</text>
  <text x="780" y="580" text-anchor="end" font-family="${FONT}" font-size="20" fill="#ffffff" opacity="0.7">Bozor · demo</text>
</svg>`;
}

/** A PNG upload (fast to encode; the media pipeline re-encodes it anyway). */
export async function renderPicture(spec: PictureSpec): Promise<File> {
  const png = await sharp(Buffer.from(pictureSvg(spec)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new File([new Uint8Array(png)], `demo-${spec.variant + 1}.png`, { type: 'image/png' });
}
