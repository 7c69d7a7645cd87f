import {
  brasiliaDay,
  formatBRL,
  formatCep,
  formatCpfCnpj,
  formatCredits,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatLongDate,
  formatPhone,
} from './brazilianFormats';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('Brazilian formats', () => {
  it.each([
    ['10033259801', '100.332.598-01'],
    ['100.332.598-01', '100.332.598-01'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['', '—'],
    [null, '—'],
    ['123', '123'],
  ])('CPF/CNPJ %p → %p', (value, shown) => {
    expect(formatCpfCnpj(value)).toBe(shown);
  });

  it.each([
    ['41998765432', '(41) 99876-5432'],
    ['4133334444', '(41) 3333-4444'],
    ['5541998765432', '(41) 99876-5432'],
    ['(41) 99876-5432', '(41) 99876-5432'],
    [null, '—'],
    ['0800', '0800'],
  ])('phone %p → %p', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });

  it('CEP as 00000-000', () => {
    expect(formatCep('80010000')).toBe('80010-000');
    expect(formatCep('80010-000')).toBe('80010-000');
    expect(formatCep(undefined)).toBe('—');
  });

  it('dates as dd/mm/aaaa in Brasília time, calendar days as they are', () => {
    expect(formatDate('2026-08-27')).toBe('27/08/2026');
    // 02:00 UTC is still the 26th in São Paulo (UTC−3).
    expect(formatDate('2026-08-27T02:00:00.000Z')).toBe('26/08/2026');
    expect(formatDate(new Date('2026-12-31T12:00:00Z'))).toBe('31/12/2026');
    expect(formatDateTime('2026-08-27T15:04:00.000Z')).toBe('27/08/2026, 12:04');
    expect(formatDateTimeSeconds('2026-08-27T03:04:05.000Z')).toBe('27/08/2026 00:04:05');
    expect(formatLongDate('2026-11-25T12:00:00.000Z')).toBe('25 de novembro de 2026');
    // 01:00 UTC on the 26th is still the 25th in São Paulo.
    expect(brasiliaDay(new Date('2026-11-26T01:00:00.000Z'))).toBe('2026-11-25');
  });

  it('money in reais, credits as credits', () => {
    expect(nbsp(formatBRL(1234.5))).toBe('R$ 1.234,50');
    expect(formatCredits(0)).toBe('0 créditos');
    expect(formatCredits(1)).toBe('1 crédito');
    expect(formatCredits(1250)).toBe('1.250 créditos');
  });
});
