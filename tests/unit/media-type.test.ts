import { describe, expect, it } from 'vitest';
import { MAX_CHAT_FILE_BYTES, sniffChatMediaType } from '../../src/lib/media-type.ts';

/** Bytes from a mix of numbers and ASCII text, padded with zeros to at least `length`. */
function header(parts: (number | string)[], length = 32): Uint8Array {
  const bytes = parts.flatMap((part) => (typeof part === 'number' ? [part] : Array.from(part, (char) => char.charCodeAt(0))));
  while (bytes.length < length) bytes.push(0);
  return Uint8Array.from(bytes);
}

/** An ISO-BMFF `ftyp` box of 24 bytes: size, type, major brand, minor version, one compatible brand. */
const ftyp = (brand: string) => header([0, 0, 0, 0x18, 'ftyp', brand, 0, 0, 0, 0, 'isom']);

const ascii = (text: string) => new TextEncoder().encode(text);

describe('chat attachment types told by their bytes', () => {
  it('allows 5 MB', () => {
    expect(MAX_CHAT_FILE_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each([
    ['JPEG', header([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0]), 'jpg', 'image/jpeg'],
    ['PNG', header([0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR']), 'png', 'image/png'],
    ['GIF89a', header(['GIF89a', 1, 0, 1, 0]), 'gif', 'image/gif'],
    ['GIF87a', header(['GIF87a', 1, 0, 1, 0]), 'gif', 'image/gif'],
    ['WebP', header(['RIFF', 0x24, 0, 0, 0, 'WEBP', 'VP8 ']), 'webp', 'image/webp'],
  ])('takes a %s as an image', (_label, bytes, ext, contentType) => {
    expect(sniffChatMediaType(bytes)).toEqual({ type: 'image', ext, contentType });
  });

  it.each([
    ['M4A ', 'audio', 'm4a', 'audio/mp4'],
    ['M4B ', 'audio', 'm4a', 'audio/mp4'],
    ['isom', 'video', 'mp4', 'video/mp4'],
    ['mp41', 'video', 'mp4', 'video/mp4'],
    ['mp42', 'video', 'mp4', 'video/mp4'],
    ['avc1', 'video', 'mp4', 'video/mp4'],
    ['iso2', 'video', 'mp4', 'video/mp4'],
    ['iso5', 'video', 'mp4', 'video/mp4'],
    ['qt  ', 'video', 'mp4', 'video/mp4'],
  ])('takes an MP4 file of brand "%s" as %s (%s, %s)', (brand, type, ext, contentType) => {
    expect(sniffChatMediaType(ftyp(brand))).toEqual({ type, ext, contentType });
  });

  it('takes a WebM (EBML) file as video', () => {
    expect(sniffChatMediaType(header([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 'webm']))).toEqual({
      type: 'video',
      ext: 'webm',
      contentType: 'video/webm',
    });
  });

  it('takes an Ogg file as audio', () => {
    expect(
      sniffChatMediaType(header(['OggS', 0, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0x12, 0x34, 0x56, 0x78, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x13, 'OpusHead'])),
    ).toEqual({
      type: 'audio',
      ext: 'ogg',
      contentType: 'audio/ogg',
    });
  });

  it('takes a WAV file as audio', () => {
    expect(sniffChatMediaType(header(['RIFF', 0x24, 0x08, 0, 0, 'WAVE', 'fmt ', 0x10, 0, 0, 0, 0x01, 0, 0x01, 0]))).toEqual({
      type: 'audio',
      ext: 'wav',
      contentType: 'audio/wav',
    });
  });

  it.each([
    ['an ID3v2.3 tag', header(['ID3', 0x03, 0x00, 0x00, 0x00, 0x00, 0x1f, 0x76, 'TIT2'])],
    ['an ID3v2.4 tag', header(['ID3', 0x04, 0x00, 0x00, 0x00, 0x00, 0x02, 0x01])],
    ['an MPEG-1 Layer III frame (FF FB)', header([0xff, 0xfb, 0x90, 0x64])],
    ['an MPEG-2 Layer III frame (FF F3)', header([0xff, 0xf3, 0x48, 0xc4])],
    ['an MPEG-2.5 Layer III frame (FF E3)', header([0xff, 0xe3, 0x18, 0xc4])],
    ['an MPEG-1 Layer II frame (FF FD)', header([0xff, 0xfd, 0x94, 0x04])],
  ])('takes a file opening with %s as MP3 audio', (_label, bytes) => {
    expect(sniffChatMediaType(bytes)).toEqual({ type: 'audio', ext: 'mp3', contentType: 'audio/mpeg' });
  });

  it.each([
    ['plain text', ascii('Salom! Narxi qancha? Hello, how much is it?')],
    ['a PDF', ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>')],
    ['a zip archive', header([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0])],
    ['an EXE', header(['MZ', 0x90, 0, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff])],
    ['an empty file', new Uint8Array(0)],
    ['a bare "ID3"', ascii('ID3')],
    ['a bare "RIFF"', ascii('RIFF')],
    ['two bytes of frame sync', Uint8Array.from([0xff, 0xfb])],
    ['an ftyp box cut after its type', Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73])],
    ['a RIFF that is neither WAVE nor WEBP (AVI)', header(['RIFF', 0x24, 0, 0, 0, 'AVI ', 'LIST'])],
    ['HTML behind an ID3 start', ascii('ID3<html><script>alert(1)</script></html>')],
    ['HTML behind an MPEG frame sync', Uint8Array.from([0xff, 0xfb, ...ascii('<html><script>alert(1)</script>')])],
    ['an HTML page named like an MP3', ascii('<!DOCTYPE html><html><body>song.mp3</body></html>')],
    ['an SVG image', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an ADTS AAC frame (MPEG sync with the reserved layer)', header([0xff, 0xf1, 0x50, 0x80])],
    ['an MPEG frame of the reserved version', header([0xff, 0xeb, 0x90, 0x64])],
    ['an MPEG frame with the "bad" bitrate index', header([0xff, 0xfb, 0xf0, 0x64])],
    ['a HEIC photo (ftyp of an image brand)', ftyp('heic')],
    ['an AVIF image (ftyp of an image brand)', ftyp('avif')],
    ['an ftyp box too small to hold a brand', header([0, 0, 0, 0x08, 'ftyp', 'isom'])],
    ['an Ogg capture pattern of an unknown version', header(['OggS', 0x01, 0x02])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffChatMediaType(bytes)).toBeNull();
  });
});
