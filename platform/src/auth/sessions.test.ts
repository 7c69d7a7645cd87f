import { SessionRegistry } from './sessions';

const ANA = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const BIA = '0b8f3c1e-2d4a-4b6c-8e9f-a1b2c3d4e5f6';

/** The read model as a map the test changes; `loads` counts the lookups the registry makes. */
function readModel(initial: Record<string, number>) {
  const rows = new Map(Object.entries(initial));
  const loads: string[][] = [];
  return {
    rows,
    loads,
    load: async (ids: readonly string[]) => {
      loads.push([...ids]);
      return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
    },
  };
}

describe('session registry (ADR 0110): generations in memory, fed by the users read model', () => {
  it('looks an account up once, then answers from memory', async () => {
    const model = readModel({ [ANA]: 2 });
    const sessions = new SessionRegistry({ load: model.load });
    expect(await sessions.currentGeneration(ANA)).toBe(2);
    expect(await sessions.currentGeneration(ANA)).toBe(2);
    expect(model.loads).toEqual([[ANA]]);
  });

  it('an account the read model does not have yet is generation 0 and looked up again next time; a non-uuid subject is never looked up', async () => {
    const model = readModel({});
    const sessions = new SessionRegistry({ load: model.load });
    expect(await sessions.currentGeneration(ANA)).toBe(0);
    model.rows.set(ANA, 1);
    expect(await sessions.currentGeneration(ANA)).toBe(1);
    expect(await sessions.currentGeneration('x')).toBe(0);
    expect(model.loads).toEqual([[ANA], [ANA]]);
  });

  it('a refresh brings every remembered account up to the read model, also after refreshes that had nothing to read', async () => {
    const model = readModel({ [ANA]: 0, [BIA]: 0 });
    const sessions = new SessionRegistry({ load: model.load });
    await sessions.refresh();
    await sessions.refresh();
    await sessions.currentGeneration(ANA);
    await sessions.currentGeneration(BIA);
    model.rows.set(ANA, 1);
    await sessions.refresh();
    expect(await sessions.currentGeneration(ANA)).toBe(1);
    model.rows.set(BIA, 3);
    await sessions.refresh();
    expect(await sessions.currentGeneration(BIA)).toBe(3);
    expect(model.loads.at(-1)).toEqual([ANA, BIA]);
  });

  it('generations only grow: a command of this process advances at once, a read model still behind does not undo it', async () => {
    const model = readModel({ [ANA]: 0 });
    const sessions = new SessionRegistry({ load: model.load });
    await sessions.currentGeneration(ANA);
    sessions.advance(ANA, 1);
    expect(await sessions.currentGeneration(ANA)).toBe(1);
    await sessions.refresh();
    expect(await sessions.currentGeneration(ANA)).toBe(1);
  });

  it('forgets accounts idle for longer than idleMs (their next call looks them up again)', async () => {
    let now = 0;
    const model = readModel({ [ANA]: 1 });
    const sessions = new SessionRegistry({ load: model.load, idleMs: 1_000, now: () => now });
    await sessions.currentGeneration(ANA);
    now = 5_000;
    await sessions.refresh();
    expect(model.loads).toEqual([[ANA]]);
    await sessions.currentGeneration(ANA);
    expect(model.loads).toEqual([[ANA], [ANA]]);
  });
});
