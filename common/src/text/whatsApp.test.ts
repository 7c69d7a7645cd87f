import { whatsAppDigits, whatsAppLink } from './whatsApp';

describe('Chamar no WhatsApp: only for mobile numbers (DDD + 9 digits starting with 9)', () => {
  it('a mobile number in any writing gives its 11 digits', () => {
    expect(whatsAppDigits('(62) 98123-4567')).toBe('62981234567');
    expect(whatsAppDigits('+55 62 98123-4567')).toBe('62981234567');
    expect(whatsAppDigits('062981234567')).toBe('62981234567');
  });
  it('a landline, a short or a malformed number gives none', () => {
    expect(whatsAppDigits('(62) 3321-4567')).toBeNull();
    expect(whatsAppDigits('62 8123-4567')).toBeNull();
    expect(whatsAppDigits('')).toBeNull();
    expect(whatsAppDigits(null)).toBeNull();
    expect(whatsAppLink('6233214567', 'Olá')).toBeNull();
  });
  it('the link is wa.me with 55 and the message encoded', () => {
    expect(whatsAppLink('62981234567', 'Olá! Pedido nº 7 (PGR)')).toBe(
      'https://wa.me/5562981234567?text=Ol%C3%A1!%20Pedido%20n%C2%BA%207%20(PGR)',
    );
  });
});
