import { describe, expect, it } from 'vitest';
import { createIndexTokenizer, parseQueryText, stemTerm } from './catalogue-terms';

describe('stemTerm', () => {
  it('gives the singular and the plural one stem', () => {
    const pairs = [
      ['interruptor', 'interruptores'],
      ['cable', 'cables'],
      ['contacto', 'contactos'],
      ['contactor', 'contactores'],
      ['tension', 'tensiones'],
      ['polo', 'polos'],
      ['clase', 'clases'],
    ];
    for (const [singular, plural] of pairs) expect(stemTerm(plural!)).toBe(stemTerm(singular!));
  });

  it('keeps contacto and contactor apart, and leaves short words, numbers and codes alone', () => {
    expect(stemTerm('contacto')).not.toBe(stemTerm('contactor'));
    expect(stemTerm('leds')).toBe('leds');
    expect(stemTerm('thwls')).toBe('thwls');
    expect(stemTerm('12345')).toBe('12345');
  });
});

describe('createIndexTokenizer', () => {
  const tokenize = createIndexTokenizer();

  it('indexes SKU parts, the SKU without punctuation and each part kept whole', () => {
    expect(tokenize('S201-C16', true)).toEqual(expect.arrayContaining(['s201', 'c16', 's201c16']));
    expect(tokenize('E0011R/10', true)).toEqual(expect.arrayContaining(['e0011r', '10', 'e0011r10']));
    expect(tokenize('G1.5X1.5LG6', true)).toContain('g15x15lg6');
  });

  it('keeps single letters in SKUs but drops Spanish stop words from text', () => {
    expect(tokenize('CHAL-N-A', true)).toContain('a');
    expect(tokenize('Cable de cobre y aluminio', false)).toEqual(['cabl', 'cobr', 'aluminio']);
  });

  it('joins a number with its unit, for every number of a range', () => {
    expect(tokenize('Interruptor 2 polos 20 A 120/240 V', false)).toEqual(
      expect.arrayContaining(['2polo', '20a', '120v', '240v']),
    );
  });

  it('joins punctuated words outside SKUs only when they contain a letter', () => {
    const terms = tokenize('Cable THW-LS 120/240 V', false);
    expect(terms).toContain('thwls');
    expect(terms).not.toContain('120240');
  });
});

describe('parseQueryText', () => {
  it('tokenises like the index', () => {
    expect(parseQueryText('Interruptores Termomagnéticos').terms).toEqual(['interruptor', 'termomagnetico']);
    expect(parseQueryText('cable 600 v').terms).toEqual(['cabl', '600v']);
    expect(parseQueryText('qo 120/240 V').terms).toEqual(['qo', '120v', '240v']);
    expect(parseQueryText('interruptor 2 polos').terms).toEqual(['interruptor', '2polo']);
    expect(parseQueryText('contactor 9 a').terms).toEqual(['contactor', '9a']);
  });

  it('drops stop words unless nothing else is left', () => {
    expect(parseQueryText('cable de cobre').terms).toEqual(['cabl', 'cobr']);
    expect(parseQueryText('de la').terms).toEqual(['de', 'la']);
  });

  it('keeps the normalised query for SKU comparison', () => {
    expect(parseQueryText(' S201-C16 ').normalized).toBe('s201 c16');
    expect(parseQueryText('¡!')).toEqual({ terms: [], normalized: '' });
  });
});
