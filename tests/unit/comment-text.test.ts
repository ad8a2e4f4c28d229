import { describe, expect, it } from 'vitest';
import { cleanCommentText } from '../../src/lib/comment-text.ts';

describe('comment text', () => {
  it('is trimmed, with line breaks kept and blank runs collapsed', () => {
    expect(cleanCommentText('  Salom!\r\nNarxi qancha?\n\n\n\nRahmat  ')).toBe('Salom!\nNarxi qancha?\n\nRahmat');
  });

  it('loses control characters and bidirectional overrides that could disguise it', () => {
    expect(cleanCommentText('abc\u0000\u0007def\u202egnp.exe\u2066x\u2069')).toBe('abcdefgnp.exex');
  });

  it('keeps markup as the characters it is (pages escape it)', () => {
    expect(cleanCommentText('<script>alert(1)</script> https://evil.example')).toBe('<script>alert(1)</script> https://evil.example');
  });

  it('is empty when nothing but spaces and controls was written', () => {
    expect(cleanCommentText(' \u202e \n\t ')).toBe('');
  });
});
