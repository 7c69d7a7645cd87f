import { HIDDEN_CONTACT, containsContact, maskContacts } from './contactMask';

const H = HIDDEN_CONTACT;

describe('maskContacts: contacts written in free text are hidden from providers who have not subscribed', () => {
  describe('Brazilian phone numbers', () => {
    it.each([
      ['ligue p/ Maria 11 98765-4321', `ligue p/ Maria ${H}`],
      ['ligue p/ Maria 11 9xxxx-xxxx → 11 91234-5678', `ligue p/ Maria 11 9xxxx-xxxx → ${H}`],
      ['celular (11) 9 8765-4321 à tarde', `celular ${H} à tarde`],
      ['(11)98765-4321', H],
      ['whats +55 11 98765-4321', `whats ${H}`],
      ['+55 (11) 98765 4321', H],
      ['+5511987654321', H],
      ['11987654321', H],
      ['fixo 11 3214-5678', `fixo ${H}`],
      ['ramal 3214-5678', `ramal ${H}`],
      ['98765-4321', H],
      ['11.98765.4321', H],
      ['11 9 8765 4321', H],
      ['1 1 9 8 7 6 5 4 3 2 1', H],
      ['11 98765 traço 4321', H],
      ['onze: 9 8765 hífen 4321', `onze: ${H}`],
      ['nove oito sete seis cinco quatro três dois um', H],
    ])('%s', (text, expected) => {
      expect(maskContacts(text)).toBe(expected);
    });
  });

  describe('e-mail addresses, also written out', () => {
    it.each([
      ['mande para maria.silva+sst@empresa.com.br hoje', `mande para ${H} hoje`],
      ['maria@empresa', H],
      ['MARIA@EMPRESA.COM', H],
      ['maria arroba empresa ponto com ponto br', H],
      ['e-mail: maria arroba gmail.com, obrigado', `e-mail: ${H}, obrigado`],
      ['maria (at) empresa (dot) com', H],
      ['maria [arroba] empresa . com', H],
    ])('%s', (text, expected) => {
      expect(maskContacts(text)).toBe(expected);
    });
  });

  describe('URLs, domains and social handles', () => {
    it.each([
      ['veja https://empresa.com.br/contato', `veja ${H}`],
      ['site www.empresa.com.br.', `site ${H}`],
      ['nosso site: empresa.com.br', `nosso site: ${H}`],
      ['wa.me/5511987654321', H],
      ['instagram @maria.sst', `instagram ${H}`],
    ])('%s', (text, expected) => {
      expect(maskContacts(text)).toBe(expected);
    });
  });

  describe('CPF and CNPJ digit runs', () => {
    it.each([
      ['CPF 529.982.247-25', `CPF ${H}`],
      ['CPF 52998224725', `CPF ${H}`],
      ['CNPJ 11.222.333/0001-81 da matriz', `CNPJ ${H} da matriz`],
      ['CNPJ 11222333000181', `CNPJ ${H}`],
    ])('%s', (text, expected) => {
      expect(maskContacts(text)).toBe(expected);
    });
  });

  describe('ordinary text stays readable', () => {
    it.each([
      'Somos 30 funcionários em 2 turnos, precisamos de PGR e treinamento de NR-35.',
      'NR-10, NR-12 e NR-35; também NR 10 12 33 35.',
      'Prazo: 25/11/2026, ou 2026-11-25, ou 25.11.26; visita em 01/12.',
      'Fábrica no CEP 30140-000, Savassi.',
      'Orçamento de até R$ 15.000.000,00 por ano.',
      'Turnos das 08:00 às 17:30, 3 unidades com 120, 45 e 300 pessoas.',
      'Meta: reduzir 50% dos afastamentos em 12 meses (2025 a 2026).',
      'Ligue para a empresa pelo telefone que está no cadastro.',
      'Treinamento em altura com seis turmas de oito pessoas.',
      '',
    ])('%s', (text) => {
      expect(maskContacts(text)).toBe(text);
      expect(containsContact(text)).toBe(false);
    });
  });

  it('hides every contact of a long note and keeps the rest', () => {
    const note =
      'Precisamos do PGR até 30/01/2027 para 45 funcionários (NR-35 e NR-33). Falar com Maria no 11 98765-4321 ' +
      'ou maria@quimica.com.br; site www.quimica.com.br. CNPJ 11.222.333/0001-81.';
    const masked = maskContacts(note);
    expect(masked).toBe(
      `Precisamos do PGR até 30/01/2027 para 45 funcionários (NR-35 e NR-33). Falar com Maria no ${H} ou ${H}; site ${H} CNPJ ${H}.`,
    );
    expect(containsContact(note)).toBe(true);
    expect(maskContacts(masked)).toBe(masked);
  });
});
