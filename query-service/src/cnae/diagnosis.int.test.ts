import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const names = (list: { name: string }[]) => list.map((s) => s.name);

const { app, as, admin } = useTestApi();

describe(onPostgres('diagnóstico SST through the HTTP API'), () => {
  const diagnose = (cnae: string, employees: number | string, size: string) =>
    app().get('/v1/diagnostico').query({ cnae, employees, size });

  it('a supermarket with 30 employees: grade 2 with its meaning and source, and the seeded obligations with their NRs and reasons', async () => {
    const answer = await diagnose('4711-3/02', 30, 'outra').expect(200);
    const data = answer.body.data;
    expect(data.cnae).toMatchObject({
      code: '47.11-3',
      grade: 2,
      gradeLabel: 'médio-baixo',
      source: 'NR-4, Anexo I',
      meaning: expect.stringContaining('Grau de risco 2'),
    });
    expect(names(data.services)).toEqual([
      'PGR - Programa de Gerenciamento de Riscos',
      'PCMSO - Programa de Controle Médico de Saúde Ocupacional',
      'Exames Ocupacionais e ASO (admissional, periódico, retorno, mudança de risco e demissional)',
      'Treinamento da CIPA (NR-5)',
      'Ordens de Serviço de Segurança e Saúde no Trabalho',
      'e-Social SST: evento S-2220 - Monitoramento da Saúde do Trabalhador',
      'e-Social SST: evento S-2240 - Condições Ambientais do Trabalho - Agentes Nocivos',
    ]);
    expect(data.services[0]).toMatchObject({
      nrs: [{ id: expect.any(Number), name: 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais' }],
      reason: expect.stringContaining('NR-1'),
    });
    expect(data.exempt).toEqual([]);
    expect(data.notice).toContain('primeira orientação');
  });

  it('the same supermarket as ME/EPP: PGR and PCMSO move to what its size may waive; under 20 employees no CIPA', async () => {
    const data = (await diagnose('47.11-3', 10, 'me_epp').expect(200)).body.data;
    expect(names(data.exempt)).toEqual([
      'PGR - Programa de Gerenciamento de Riscos',
      'PCMSO - Programa de Controle Médico de Saúde Ocupacional',
    ]);
    expect(names(data.services)).not.toContain('Treinamento da CIPA (NR-5)');
    expect(names(data.services)).toContain(
      'Exames Ocupacionais e ASO (admissional, periódico, retorno, mudança de risco e demissional)',
    );
  });

  it('building construction (grade 3): SESMT from 101 employees, not at 100', async () => {
    const sesmt = 'Assessoria em Segurança do Trabalho e SESMT (NR-4)';
    expect(names((await diagnose('41.20-4', 100, 'outra').expect(200)).body.data.services)).not.toContain(sesmt);
    expect(names((await diagnose('41.20-4', 101, 'outra').expect(200)).body.data.services)).toContain(sesmt);
  });

  it('no employees: nothing the catalogue ties to employees is listed', async () => {
    const data = (await diagnose('47.11-3', 0, 'mei').expect(200)).body.data;
    expect(data.services).toEqual([]);
    expect(data.exempt).toEqual([]);
  });

  it('lists only what the admin marks: a new service from grade 3 appears for grade 3 once marked, and leaves when cleared or deactivated', async () => {
    const area = (await app().get('/v1/area').expect(200)).body.data[0].id as number;
    const created = await as(admin())
      .post('/v1/admin/services', {
        name: 'Laudo de Vibração Zíngara',
        area,
        nr: null,
        applicability: { fromEmployees: [null, null, 1, 1], reason: 'Atividades de grau 3 e 4 avaliam vibração.' },
      })
      .expect(201);
    const id = created.body.data.id as number;
    const shown = await as(admin(), created).get(`/v1/admin/services/show?item=${id}`).expect(200);
    expect(shown.body.data.applicability).toEqual({
      fromEmployees: [null, null, 1, 1],
      exemptions: [],
      reason: 'Atividades de grau 3 e 4 avaliam vibração.',
    });
    expect(
      names(
        (await diagnose('41.20-4', 5, 'outra').set('X-Min-Position', positionOf(created)).expect(200)).body.data
          .services,
      ),
    ).toContain('Laudo de Vibração Zíngara');
    expect(names((await diagnose('47.11-3', 5, 'outra').expect(200)).body.data.services)).not.toContain(
      'Laudo de Vibração Zíngara',
    );

    const base = { id, name: 'Laudo de Vibração Zíngara', area, nr: null };
    const unchanged = await as(admin())
      .put('/v1/admin/services', { ...base, status: true })
      .expect(200);
    expect(positionOf(unchanged)).toBe(''); // the same values: nothing appended
    expect(names((await diagnose('41.20-4', 5, 'outra').expect(200)).body.data.services)).toContain(
      'Laudo de Vibração Zíngara',
    );
    const off = await as(admin())
      .put('/v1/admin/services', { ...base, status: false })
      .expect(200);
    expect(
      names(
        (await diagnose('41.20-4', 5, 'outra').set('X-Min-Position', positionOf(off)).expect(200)).body.data.services,
      ),
    ).not.toContain('Laudo de Vibração Zíngara');
    const cleared = await as(admin())
      .put('/v1/admin/services', { ...base, status: true, applicability: null })
      .expect(200);
    expect(
      names(
        (await diagnose('41.20-4', 5, 'outra').set('X-Min-Position', positionOf(cleared)).expect(200)).body.data
          .services,
      ),
    ).not.toContain('Laudo de Vibração Zíngara');
  });

  it('an admin applicability without reason is a 400 in Portuguese, without any grade a 422 (a rule the document cannot state); a provider cannot set one', async () => {
    const area = (await app().get('/v1/area').expect(200)).body.data[0].id as number;
    const noReason = await as(admin())
      .post('/v1/admin/services', {
        name: 'Sem porquê',
        area,
        applicability: { fromEmployees: [1, 1, 1, 1], reason: '' },
      })
      .expect(400);
    expect(noReason.body.message).toBe('Explique em uma frase por que o serviço se aplica.');
    const noGrade = await as(admin())
      .post('/v1/admin/services', {
        name: 'Sem grau',
        area,
        applicability: { fromEmployees: [null, null, null, null], reason: 'x' },
      })
      .expect(422);
    expect(noGrade.body.message).toBe('Marque ao menos um grau de risco em que o serviço se aplica.');
    await app()
      .post('/v1/admin/services')
      .send({ name: 'Anônimo', area, applicability: { fromEmployees: [1, 1, 1, 1], reason: 'x' } })
      .expect(401);
  });

  it.each([
    [{ cnae: '47.11-3', employees: '-1', size: 'outra' }, 400, 'Informe o número de empregados (de 0 a 1.000.000).'],
    [
      { cnae: '47.11-3', employees: 'trinta', size: 'outra' },
      400,
      'Informe o número de empregados (de 0 a 1.000.000).',
    ],
    [{ cnae: '47.11-3', employees: '1e9', size: 'outra' }, 400, 'Informe o número de empregados (de 0 a 1.000.000).'],
    [{ cnae: '47.11-3', employees: '2.5', size: 'outra' }, 400, 'Informe o número de empregados (de 0 a 1.000.000).'],
    [{ cnae: '47.11-3', employees: '30', size: 'grande' }, 400, 'Informe o porte da empresa: MEI, ME/EPP ou outro.'],
    [{ cnae: '47.11-3', employees: '30' }, 400, 'Informe o porte da empresa: MEI, ME/EPP ou outro.'],
    [
      { employees: '30', size: 'outra' },
      400,
      'Código CNAE inválido. Informe a classe (47.11-3) ou a subclasse (4711-3/02), com ou sem pontuação.',
    ],
    [
      { cnae: "'; DROP TABLE services; --", employees: '30', size: 'outra' },
      400,
      'Código CNAE inválido. Informe a classe (47.11-3) ou a subclasse (4711-3/02), com ou sem pontuação.',
    ],
    [
      { cnae: '99.99-9', employees: '30', size: 'outra' },
      404,
      'A classe CNAE 99.99-9 não está na relação da NR-4 (Anexo I). Confira o código.',
    ],
  ])('odd or hostile input %j is a %i with a Portuguese message', async (query, status, message) => {
    const answer = await app().get('/v1/diagnostico').query(query);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('is in the OpenAPI document with its three query parameters', async () => {
    const doc = (await app().get('/v1/openapi.json').expect(200)).body;
    const parameters = doc.paths['/v1/diagnostico'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['cnae', 'employees', 'size']));
  });
});
