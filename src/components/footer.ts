import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TIME_ZONE } from '../lib/site.ts';

/** What the footer computes, done once per process instead of on every page (Footer.astro). */
const drawn = new Map<string, string>();
const YEAR = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE });

/** The QR code of the site's address as SVG markup, drawn by React once per address and label. */
export function footerQrSvg(value: string, title: string): string {
  const key = `${value}\n${title}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 128, level: 'M', title, bgColor: '#ffffff', fgColor: '#0f172a' }));
    drawn.set(key, svg);
  }
  return svg;
}

/** This year in Tashkent. */
export function footerYear(): string {
  return YEAR.format(new Date());
}
