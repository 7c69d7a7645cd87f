import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cnaeCodeParams } from '../api/cnae';
import { cnaeTable, parseCnaeCode, parseCnaeCsv, sectionOf } from './cnae';
import { CNAE_CSV_PATH, loadCnaeTable } from './loadCnaeTable';

/** CI runs with shared/ beside the clone: ../shared relative to the repository root. */
const SHARED_CSV = path.resolve(__dirname, '../../../../shared/data/nr4-cnae-grau-de-risco.csv');

describe('CNAE reference data (NR-4, Anexo I)', () => {
  const table = loadCnaeTable();

  it('holds the 673 CNAE 2.0 classes, each once', () => {
    expect(table.all).toHaveLength(673);
    expect(new Set(table.all.map((c) => c.code)).size).toBe(673);
  });

  it('has the four grade totals the source states (1 → 122, 2 → 138, 3 → 360, 4 → 53)', () => {
    const totals = { 1: 0, 2: 0, 3: 0, 4: 0 };
    for (const c of table.all) totals[c.grade]++;
    expect(totals).toEqual({ 1: 122, 2: 138, 3: 360, 4: 53 });
  });

  it.each([
    ['01.11-3', 'Cultivo de cereais', 3, 'A'],
    ['01.16-4', 'Cultivo de oleaginosas de lavoura temporária, exceto soja', 3, 'A'],
    ['41.20-4', 'Construção de edifícios', 3, 'F'],
    [
      '47.11-3',
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - hipermercados e supermercados',
      2,
      'G',
    ],
    ['86.30-5', 'Atividades de atenção ambulatorial executadas por médicos e odontólogos', 3, 'Q'],
  ] as const)('row %s reads as "%s", grade %i, section %s', (code, name, grade, section) => {
    expect(table.find(code)).toEqual({ code, name, grade, section });
  });

  it('every class falls in a CNAE section A to U', () => {
    const sections = new Set(table.all.map((c) => c.section));
    expect([...sections].sort()).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
  });

  const sharedExists = existsSync(SHARED_CSV);
  (sharedExists ? it : it.skip)(
    'the repository copy equals ../shared/data/nr4-cnae-grau-de-risco.csv byte for byte',
    () => {
      expect(readFileSync(CNAE_CSV_PATH).equals(readFileSync(SHARED_CSV))).toBe(true);
    },
  );

  it('refuses a malformed file instead of skipping rows', () => {
    expect(() => parseCnaeCsv('cnae_classe,denominacao,grau_de_risco\n47.11-3,Supermercados,7\n')).toThrow(/row 2/);
    expect(() => parseCnaeCsv('codigo,nome\n')).toThrow(/header/);
    expect(() => sectionOf('04.00-0')).toThrow();
  });
});

describe('CNAE code lookup', () => {
  it.each([
    ['47.11-3', '47.11-3'],
    ['47113', '47.11-3'],
    ['4711-3/02', '47.11-3'],
    ['4711302', '47.11-3'],
    [' 4711-3 / 02 ', '47.11-3'],
  ])('given "%s", when parsed, then it is class %s', (input, classCode) => {
    expect(parseCnaeCode(input)).toEqual({ ok: true, classCode });
  });

  // The contract fuzzer's case (CI run of 2026-11-25 07:31): valid by the API's pattern, 27 characters once trimmed,
  // refused by the parser's old 20-character limit with a 400.
  it.each(['\t7\r\n\t5\r- 1\f\v-0\r--9\t\t54', '../4-- 7/ /1 .1--/3//0 - 2...'])(
    'given "%s", valid by the API\'s pattern, then the parser accepts it too',
    (input) => {
      expect(cnaeCodeParams.safeParse({ code: input }).success).toBe(true);
      expect(parseCnaeCode(input).ok).toBe(true);
    },
  );

  it.each(['', '4711', '471130', '47113021', 'abc', '47.11-3; drop table', '4'.repeat(30), ` 4${'-'.repeat(30)}7113 `])(
    'given "%s", when parsed, then it is malformed',
    (input) => {
      expect(parseCnaeCode(input)).toEqual({ ok: false, reason: 'malformed' });
    },
  );
});

describe('CNAE search by words of the name', () => {
  const table = loadCnaeTable();

  it('given "supermercado", then 47.11-3 comes first', () => {
    expect(table.search('supermercado', 10)[0]?.code).toBe('47.11-3');
  });

  it('given "construcao de edificios" without accents, then 41.20-4 comes first', () => {
    expect(table.search('construcao de edificios', 10)[0]).toMatchObject({
      code: '41.20-4',
      name: 'Construção de edifícios',
    });
  });

  it('given words in any case with accents, then the same classes as without', () => {
    expect(table.search('CONSTRUÇÃO DE EDIFÍCIOS', 10).map((c) => c.code)).toEqual(
      table.search('construcao de edificios', 10).map((c) => c.code),
    );
  });

  it('given every word must appear, then a word no class holds finds nothing', () => {
    expect(table.search('supermercado xilofone', 10)).toEqual([]);
    expect(table.search('   ', 10)).toEqual([]);
  });

  it('given a limit, then no more than the limit', () => {
    expect(table.search('comercio', 5)).toHaveLength(5);
  });

  it('given the digits of a code, then the classes starting with them', () => {
    expect(table.search('47.11', 10).map((c) => c.code)).toEqual(['47.11-3']);
  });

  it('given a tiny table, then exact words rank before word prefixes and shorter names before longer', () => {
    const tiny = cnaeTable([
      { code: '10.00-1', name: 'Fabricação de padarias industriais e outros', grade: 3, section: 'C' },
      { code: '10.00-2', name: 'Padaria', grade: 2, section: 'C' },
      { code: '10.00-3', name: 'Padarias', grade: 2, section: 'C' },
    ]);
    expect(tiny.search('padaria', 10).map((c) => c.code)).toEqual(['10.00-2', '10.00-3', '10.00-1']);
  });
});
