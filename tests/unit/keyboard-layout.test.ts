import { describe, expect, it } from 'vitest';
import { switchLayout } from '../../src/lib/keyboard-layout.ts';

describe('text typed on the wrong keyboard layout', () => {
  it('turns Russian-layout keys into the Latin word meant, and Latin-layout keys into the Cyrillic one', () => {
    expect(switchLayout('ьфырштф')).toEqual({ text: 'mashina', to: 'latin' });
    expect(switchLayout('ntktajy')).toEqual({ text: 'телефон', to: 'cyrillic' });
    expect(switchLayout('vfibyf')).toEqual({ text: 'машина', to: 'cyrillic' });
    expect(switchLayout('ыфьытп')).toEqual({ text: 'samsng', to: 'latin' });
  });

  it('keeps case, digits and spaces, and maps the keys Russian letters share with Latin punctuation (the Uzbek apostrophe among them)', () => {
    expect(switchLayout('Шзрщту 13')).toEqual({ text: 'Iphone 13', to: 'latin' });
    expect(switchLayout('йщэн')).toEqual({ text: "qo'y", to: 'latin' });
    expect(switchLayout('[jkjlbkmybr')).toEqual({ text: 'холодильник', to: 'cyrillic' });
    expect(switchLayout('RHJDFNM')).toEqual({ text: 'КРОВАТЬ', to: 'cyrillic' });
  });

  it('gives nothing for text without letters, with both scripts, or with Uzbek letters that have no Russian key', () => {
    expect(switchLayout('12345')).toBeNull();
    expect(switchLayout('')).toBeNull();
    expect(switchLayout('iPhone телефон')).toBeNull();
    expect(switchLayout('ўриндиқ')).toBeNull();
    expect(switchLayout('café')).toBeNull();
  });
});
