import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The handover's QR code as SVG markup, drawn on the server (qrcode.react's encoder is plain
 * JavaScript, rendered to static markup: no script reaches the page). It holds the deal page's
 * address with the buyer's code, so the seller's phone camera opens the page with it filled in.
 */
export function handoverQrSvg(url: string, title: string): string {
  return renderToStaticMarkup(createElement(QRCodeSVG, { value: url, size: 192, level: 'M', title, marginSize: 2, bgColor: '#ffffff', fgColor: '#0f172a' }));
}
