import {
  asText,
  hasLoneSurrogate,
  isMalformedText,
  textPattern,
  NOT_BLANK_PATTERN,
  WELL_FORMED_TEXT_PATTERN,
} from './textRules';

/** Well-formed text (ADR 0154): what the route layer refuses, and what text from outside becomes before it is stored. */
describe('well-formed text', () => {
  it('a lone surrogate (high, low, reversed pair) or NUL is malformed; emoji and other astral characters are not', () => {
    for (const text of ['texto\ud800', '\udc00texto', 'te\udc00\ud800xto', 'a\u0000b'])
      expect(isMalformedText(text)).toBe(true);
    for (const text of ['Olá 🦺', '𝄞 música', 'ção', '']) expect(isMalformedText(text)).toBe(false);
    expect(hasLoneSurrogate('a\u0000b')).toBe(false);
    expect(hasLoneSurrogate('😀'.slice(0, 1))).toBe(true);
  });

  it('the patterns read code points and name no surrogate (a Rust-regex reader of the document would drop them): emoji match, NUL does not', () => {
    for (const pattern of [WELL_FORMED_TEXT_PATTERN, NOT_BLANK_PATTERN]) {
      expect(pattern).not.toMatch(/\\ud[89a-f]|\\p\{Cs\}/i);
      expect(textPattern(pattern).test('Laudo 🦺 pronto')).toBe(true);
      expect(textPattern(pattern).test('x\u0000')).toBe(false);
    }
  });

  it('asText: text from outside (a mail server, a payment API) cut at a code point, lone surrogates and NUL replaced', () => {
    expect(asText('recusado 😀 fim', 10)).toBe('recusado ');
    expect(asText('recusado 😀 fim', 11)).toBe('recusado 😀');
    expect(asText('a\ud800b\u0000c\udc00')).toBe('a\ufffdb\ufffdc\ufffd');
    expect(asText('Olá 🦺')).toBe('Olá 🦺');
    for (let max = 0; max < 20; max++) expect(isMalformedText(asText('550 😀😀 caixa 𝄞 cheia', max))).toBe(false);
  });
});
