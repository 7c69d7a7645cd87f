import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger } from '@conectasst/platform/logger';
import type { System } from '@conectasst/host/system';
import { startSystem } from '@conectasst/host/system';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, testConfig } from '../../../test-support/testApp';
import { startChildDatabase } from './childDatabase';

// Starting and killing processes takes far longer on a loaded 2-core CI machine than here; no speed is asserted.
jest.setTimeout(600_000);

/**
 * PostgreSQL stops under the running app and comes back on the same port: health reports the outage (503), calls
 * fail with a clear message instead of crashing the process, and afterwards the app reconnects by itself —
 * commands are accepted again and the projections resume where they stopped.
 */
describe('PostgreSQL restart under the running app (embedded PostgreSQL of its own)', () => {
  it('reports the outage, then reconnects without a restart of the app', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-restart-pg-'));
    let pg = await startChildDatabase(dataDir);
    const port = pg.port;
    const config = testConfig();
    const system: System = await startSystem({ config, databaseUrl: pg.url, logger: createLogger('silent') });
    try {
      const app = () => request(system.app);
      const basic = `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`;
      const token = `Bearer ${(await app().get('/v1/auth').set('Authorization', basic).expect(200)).body.token}`;
      await app().post('/v1/area').set('Authorization', token).send({ name: 'QWX antes da queda' }).expect(201);

      await pg.stop();
      const down = await app().get('/v1/health');
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('unavailable');
      const refused = await app().post('/v1/area').set('Authorization', token).send({ name: 'QWX durante a queda' });
      expect(refused.status).toBe(503);
      expect(typeof refused.body.message).toBe('string');

      pg = await startChildDatabase(dataDir, port);
      let healthy = false;
      for (let i = 0; i < 100 && !healthy; i++) {
        healthy = (await app().get('/v1/health')).status === 200;
        if (!healthy) await new Promise((r) => setTimeout(r, 100));
      }
      expect(healthy).toBe(true);
      const created = await app()
        .post('/v1/area')
        .set('Authorization', token)
        .send({ name: 'QWX depois da volta' })
        .expect(201);
      const list = await app()
        .get('/v1/admin/area?page=1&name=qwx')
        .set('Authorization', token)
        .set('X-Min-Position', created.headers['x-position'] as string)
        .expect(200);
      expect(list.headers['x-consistency']).toBeUndefined();
      expect(list.body.data.data.map((a: { name: string }) => a.name).sort()).toEqual([
        'QWX antes da queda',
        'QWX depois da volta',
      ]);
    } finally {
      await system.stop();
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
