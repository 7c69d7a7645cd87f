import type { GroupedAppend } from './appendGroups';
import { AppendGroups } from './appendGroups';

type Append = GroupedAppend & { name: string };
const append = (name: string, streamIds: string[], eventCount = 1): Append => ({ name, streamIds, eventCount });

/** A writer whose groups the test answers by hand, recording each group it was given. */
function manualWriter(fail?: (names: string[]) => boolean) {
  const groups: string[][] = [];
  const open: { names: string[]; answer: () => void }[] = [];
  const write = (appends: readonly Append[]) =>
    new Promise<(string | undefined)[]>((resolve, reject) => {
      const names = appends.map((a) => a.name);
      groups.push(names);
      open.push({
        names,
        answer: () =>
          fail?.(names)
            ? reject(new Error(`group ${names.join('+')} failed`))
            : resolve(names.map((n) => (n.startsWith('refused') ? undefined : `wrote ${n}`))),
      });
    });
  /** Answers the oldest open group and lets the scheduler form the next ones. */
  const answerNext = async () => {
    open.shift()!.answer();
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
  };
  return { write, groups, open, answerNext };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('commit groups (ADR 0153)', () => {
  it('given no group open, an append goes alone on the next turn', async () => {
    const writer = manualWriter();
    const groups = new AppendGroups(writer.write, { maxInFlight: 2, maxEvents: 100 });
    const result = groups.submit(append('a', ['s1']));
    await turn();
    expect(writer.groups).toEqual([['a']]);
    await writer.answerNext();
    await expect(result).resolves.toBe('wrote a');
  });

  it('given the groups in flight are full, the appends that arrive meanwhile go together in the next group, each with its own answer', async () => {
    const writer = manualWriter();
    const groups = new AppendGroups(writer.write, { maxInFlight: 1, maxEvents: 100 });
    const first = groups.submit(append('a', ['s1']));
    await turn();
    const waiting = ['b', 'c', 'refused-d'].map((n, i) => groups.submit(append(n, [`t${i}`])));
    await turn();
    expect(writer.groups).toEqual([['a']]);
    await writer.answerNext();
    expect(writer.groups).toEqual([['a'], ['b', 'c', 'refused-d']]);
    await writer.answerNext();
    await expect(first).resolves.toBe('wrote a');
    await expect(Promise.all(waiting)).resolves.toEqual(['wrote b', 'wrote c', undefined]);
  });

  it('never puts two appends of one stream in a group: the later one waits for a later group, in arrival order', async () => {
    const writer = manualWriter();
    const groups = new AppendGroups(writer.write, { maxInFlight: 1, maxEvents: 100 });
    void groups.submit(append('first', ['x']));
    await turn();
    for (const [name, streams] of [
      ['hot-1', ['hot']],
      ['other', ['y']],
      ['hot-2', ['hot', 'z']],
      ['z-only', ['z']],
    ] as const)
      void groups.submit(append(name, [...streams]));
    await writer.answerNext();
    await writer.answerNext();
    await writer.answerNext();
    expect(writer.groups).toEqual([['first'], ['hot-1', 'other', 'z-only'], ['hot-2']]);
  });

  it('closes a group at maxEvents, keeping the order of the queue', async () => {
    const writer = manualWriter();
    const groups = new AppendGroups(writer.write, { maxInFlight: 1, maxEvents: 10 });
    void groups.submit(append('first', ['x']));
    await turn();
    void groups.submit(append('six', ['a'], 6));
    void groups.submit(append('five', ['b'], 5));
    void groups.submit(append('one', ['c'], 1));
    await writer.answerNext();
    await writer.answerNext();
    expect(writer.groups).toEqual([['first'], ['six'], ['five', 'one']]);
  });

  it('given a group fails whole, writes its appends again one by one, so only the bad one fails', async () => {
    const writer = manualWriter((names) => names.includes('bad'));
    const groups = new AppendGroups(writer.write, { maxInFlight: 1, maxEvents: 100 });
    void groups.submit(append('first', ['x']));
    await turn();
    const good = groups.submit(append('good', ['a']));
    const bad = groups.submit(append('bad', ['b']));
    const failed = expect(bad).rejects.toThrow('group bad failed');
    await writer.answerNext();
    await writer.answerNext(); // the group good+bad fails
    expect(writer.groups.slice(2)).toEqual([['good']]);
    await writer.answerNext();
    expect(writer.groups.slice(2)).toEqual([['good'], ['bad']]);
    await writer.answerNext();
    await expect(good).resolves.toBe('wrote good');
    await failed;
  });
});
