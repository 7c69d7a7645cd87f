import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

const { app, api, signUpProvider } = useTestApi();

let seq = 0;
async function demand(email: string, name: string) {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const body = blumenauDemand(services[0]!.id, email);
  return fileConfirmedDemand(api(), { ...body, contact: { ...body.contact, Name: name } });
}
type Export = { subject: string; events: { type: string; stream: string; data: Record<string, unknown> }[] };

describe(onPostgres('LGPD: a data subject downloads their own data (issue 37 item 4, ADR 0167)'), () => {
  it('the requester downloads, through the signed link, the events holding their data, decoded; a wrong link gets 403', async () => {
    const d = await demand(`titular.${++seq}.${process.pid}@malhas.com.br`, 'Titularnome');
    const other = await demand(`outro.${++seq}.${process.pid}@malhas.com.br`, 'Outranome');
    const r = await app().get(`/v1/minha-demanda/${d.token}/dados`).expect(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-demanda-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const body = r.body as Export;
    expect(body.subject).toBe('requester');
    const filed = body.events.find((e) => e.type === 'DemandFiled')!;
    expect(filed.stream).toBe(`demand-${d.id}`);
    expect(filed.data.requesterName).toBe('Titularnome');
    expect(JSON.stringify(body)).not.toContain('$pii');
    expect(JSON.stringify(body)).not.toContain('Outranome');
    // Another demand's link exports that demand only.
    expect(JSON.stringify((await app().get(`/v1/minha-demanda/${other.token}/dados`).expect(200)).body)).not.toContain('Titularnome');
    const forged = `${d.token.slice(0, -3)}AAA`;
    expect((await app().get(`/v1/minha-demanda/${forged}/dados`).expect(403)).body.message).toMatch(/link/i);
    expect((await app().get('/v1/minha-demanda/xyz/dados').expect(400)).body.message).toBeTruthy();
  });

  it('a provider downloads their own data in Meus dados; anonymous gets 401 and another provider gets only their own', async () => {
    const ana = await signUpProvider({ name: 'Anatitular', surname: 'Export' });
    const bia = await signUpProvider({ name: 'Biaoutra', surname: 'Export' });
    const r = await app().get('/v1/parceiro/meus-dados').set('Authorization', ana.auth).set('X-Min-Position', ana.position).expect(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-parceiro-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = JSON.stringify(r.body);
    expect(r.body.subject).toBe('provider');
    expect(text).toContain('Anatitular');
    expect(text).toContain(ana.email);
    expect(text).not.toContain('$pii');
    expect(text).not.toContain('Biaoutra');
    expect(JSON.stringify((await app().get('/v1/parceiro/meus-dados').set('Authorization', bia.auth).expect(200)).body)).not.toContain('Anatitular');
    await app().get('/v1/parceiro/meus-dados').expect(401);
  });
});
