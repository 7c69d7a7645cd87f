import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { sealPlainPersonalFields } from './sealPlainFields';

const { app, api, admin } = useTestApi();

/** Writes `text` in plain into the demand's DemandFiled `about` field, as a writer before ADR 0112 did. */
async function writtenBeforeTheKey(demandId: number, text: string) {
  await api().system.pool.query(
    `UPDATE events SET data = jsonb_set(data, '{about}', to_jsonb($2::text)) WHERE stream_id = $1 AND event_type = 'DemandFiled'`,
    [demandStream(demandId), text],
  );
}
/** Every table of the database (event store included) that holds `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const pool = api().system.pool;
  const tables = (
    await pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
  ).rows;
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await pool.query<{ t: string | null }>(
      `SELECT lower(string_agg(t::text, ' ')) AS t FROM "${table}" t`,
    );
    if ((rows[0]?.t ?? '').includes(needle.toLowerCase())) found.push(table);
  }
  return found;
}

describe(
  onPostgres(
    'the one rewrite of the log: personal fields written in plain text before ADR 0112 go under the key (ADR 0167)',
  ),
  () => {
    it("an erased subject's old plain text is nowhere in the database afterwards; a living subject's is sealed and still reads the same", async () => {
      const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
      const erased = await fileConfirmedDemand(
        api(),
        blumenauDemand(services[0]!.id, `antigo.${process.pid}@malhas.com.br`),
      );
      const living = await fileConfirmedDemand(
        api(),
        blumenauDemand(services[0]!.id, `vivo.${process.pid}@malhas.com.br`),
      );
      await writtenBeforeTheKey(erased.id, 'Marcadorantigoapagado ligar para Maria');
      await writtenBeforeTheKey(living.id, 'Marcadorantigovivo portão azul');
      expect(await tablesHolding('Marcadorantigoapagado')).toEqual(['events']);

      const erasure = await app()
        .post('/v1/admin/demanda/erase')
        .set('Authorization', admin())
        .send({ id: erased.id })
        .expect(200);
      // Erasure alone blanks it on read only: the plain text is still stored.
      expect(await tablesHolding('Marcadorantigoapagado')).toEqual(['events']);

      const result = await sealPlainPersonalFields(api().system.pool, api().system.catalogue);
      expect(result.sealed).toBeGreaterThanOrEqual(2);
      expect(await tablesHolding('Marcadorantigoapagado')).toEqual([]);
      expect(await tablesHolding('Marcadorantigovivo')).toEqual([]);
      // The living requester's text decodes as written (their export shows it), and a second run changes nothing.
      const exported = await app()
        .get(`/v1/minha-demanda/${living.token}/dados`)
        .set('X-Min-Position', positionOf(erasure))
        .expect(200);
      expect(exported.body.events.find((e: { type: string }) => e.type === 'DemandFiled').data.about).toBe(
        'Marcadorantigovivo portão azul',
      );
      expect((await sealPlainPersonalFields(api().system.pool, api().system.catalogue)).sealed).toBe(0);
    });
  },
);
