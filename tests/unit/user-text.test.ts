import { describe, expect, it } from 'vitest';
import { cleanUserLine, cleanUserText } from '../../src/lib/user-text.ts';

describe('text people write', () => {
  it('is trimmed, with line breaks kept and blank runs collapsed', () => {
    expect(cleanUserText('  Salom!\r\nNarxi qancha?\n\n\n\nRahmat  ')).toBe('Salom!\nNarxi qancha?\n\nRahmat');
  });

  it('loses control characters and bidirectional overrides that could disguise it', () => {
    expect(cleanUserText('abc\u0000\u0007def\u202egnp.exe\u2066x\u2069')).toBe('abcdefgnp.exex');
  });

  it('keeps markup as the characters it is (pages escape it)', () => {
    expect(cleanUserText('<script>alert(1)</script> https://evil.example')).toBe('<script>alert(1)</script> https://evil.example');
  });

  it('is empty when nothing but spaces and controls was written', () => {
    expect(cleanUserText(' \u202e \n\t ')).toBe('');
  });

  it('puts a title or name on one line', () => {
    expect(cleanUserLine('  Santexnik\r\n\n 24/7 \u202e ')).toBe('Santexnik 24/7');
  });
});
