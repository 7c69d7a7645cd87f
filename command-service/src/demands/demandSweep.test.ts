import { sweepDemands } from './demandSweep';

/** ADR 0155: one demand the sweep cannot handle does not stop it from handling the others. */
describe('the demand sweep, one demand at a time', () => {
  it('given a demand whose command fails, the others are still closed and the failure is reported after them, without personal data', async () => {
    const handled: string[] = [];
    const commands = {
      handle: jest.fn(async (stream: string) => {
        if (stream === 'demand-2')
          throw Object.assign(new Error('invalid input syntax for type json: "maria@empresa.com.br"'), {
            code: '22P02',
          });
        handled.push(stream);
        return { events: [{}] };
      }),
    };
    const lookups = { unconfirmedDemandsDue: async () => [1, 2, 3], publishedDemandsDue: async () => [4] };
    await expect(sweepDemands({ lookups, commands } as never, new Date('2026-11-27T12:00:00Z'))).rejects.toThrow(
      'demand sweep: 1 registro(s) falharam, os demais foram tratados (demand-2: 22P02: invalid input syntax for type json: "…")',
    );
    expect(handled).toEqual(['demand-1', 'demand-3', 'demand-4']);
  });
});
