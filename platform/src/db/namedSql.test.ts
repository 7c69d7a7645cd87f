import { namedSql } from './namedSql';

describe('namedSql: named parameters for pg', () => {
  it('numbers the names in order of first use, one parameter for a name used twice', () => {
    expect(
      namedSql('SELECT 1 FROM t WHERE (:uf::text IS NULL OR uf = :uf) AND city = :city LIMIT :limit', {
        city: 'Blumenau',
        uf: 'SC',
        limit: 5,
      }),
    ).toEqual({
      text: 'SELECT 1 FROM t WHERE ($1::text IS NULL OR uf = $1) AND city = $2 LIMIT $3',
      values: ['SC', 'Blumenau', 5],
    });
  });

  it('leaves casts and quoted literals alone (a colon inside a string is no parameter)', () => {
    expect(
      namedSql(`SELECT :at::timestamptz AT TIME ZONE 'America/Sao_Paulo', '12:30', 'it''s :not' WHERE x = :x::int[]`, {
        at: 'now',
        x: [1],
      }),
    ).toEqual({
      text: `SELECT $1::timestamptz AT TIME ZONE 'America/Sao_Paulo', '12:30', 'it''s :not' WHERE x = $2::int[]`,
      values: ['now', [1]],
    });
  });

  it('passes null and undefined values through as given', () => {
    expect(namedSql('SELECT :a, :b', { a: null, b: undefined }).values).toEqual([null, undefined]);
  });

  it('throws on a name without a value and on a value the text never names', () => {
    expect(() => namedSql('SELECT :a, :b', { a: 1 })).toThrow('namedSql: no value for :b');
    expect(() => namedSql('SELECT :a', { a: 1, typo: 2 })).toThrow('namedSql: :typo not in the text');
  });
});
