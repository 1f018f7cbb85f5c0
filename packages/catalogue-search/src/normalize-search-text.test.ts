import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize-search-text';

describe('normalizeSearchText', () => {
  it('lower-cases and folds accents, ñ included', () => {
    expect(normalizeSearchText('Interruptor Termomagnético')).toBe('interruptor termomagnetico');
    expect(normalizeSearchText('ILUMINACIÓN Señal Pingüino')).toBe('iluminacion senal pinguino');
  });

  it('turns punctuation into single spaces and trims', () => {
    expect(normalizeSearchText('  THW-LS/THHW-LS, calibre 12 ')).toBe('thw ls thhw ls calibre 12');
    expect(normalizeSearchText('Equipo de protección personal (EPP)')).toBe('equipo de proteccion personal epp');
    expect(normalizeSearchText('E0011R/10')).toBe('e0011r 10');
  });

  it('folds compatibility characters so units match what people type', () => {
    expect(normalizeSearchText('2.08 mm²')).toBe('2 08 mm2');
  });

  it('returns an empty string for text without letters or digits', () => {
    expect(normalizeSearchText(' ¡¿?! — ')).toBe('');
    expect(normalizeSearchText('')).toBe('');
  });
});
