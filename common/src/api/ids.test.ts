import { recordId } from './ids';

describe('record ids', () => {
  it.each([
    ['29', 29],
    [' 7 ', 7],
    ['29.0', 29],
    ['3.00', 3],
    [12, 12],
  ])('given %p, then it is id %p', (input, id) => {
    expect(recordId.parse(input)).toBe(id);
  });

  it.each(['29.5', '0', '-3', 'abc', '', '2147483648', true, [5], 1.5])(
    'given %p, then it is refused with a Portuguese message',
    (input) => {
      const result = recordId.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Informe um id numérico.');
    },
  );
});
