/**
 * What people write (comments, listing titles and descriptions, service names), made safe to
 * store and show: control characters (but line breaks) and the bidirectional overrides and
 * isolates that can disguise text (U+202A–U+202E, U+2066–U+2069) are removed, line breaks
 * normalized (forms send CRLF), runs of blank lines collapsed, the ends trimmed. Pages always
 * render it as text (escaped); links stay plain text.
 */
export const COMMENT_MAX = 1000;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function cleanUserText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line text (a title, a name): cleaned, and any line breaks with their spaces become one space. */
export function cleanUserLine(text: string): string {
  return cleanUserText(text).replace(/\s*\n\s*/g, ' ');
}
