import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipTotal, publicRouteAssets, PUBLIC_ROUTE_JS_BUDGET_BYTES } from './pageBench';

const FRONTEND = path.resolve(__dirname, '../../frontend');

/**
 * Issue #19 item 4: the JavaScript of `/` (the entry chunk and its static imports, gzip) stays within 150 KB, and the
 * wizard, provider and admin areas and antd load only when they open. A size budget, measured on a production build
 * made here in a directory of its own (frontend/dist belongs to the browser tests).
 */
describe('the home route JavaScript budget (issue #19 item 4)', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'conectasst-budget-'));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: FRONTEND,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  }, 240_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('given the production build, when / loads, then its JavaScript is at most 150 KB gzip', () => {
    const assets = publicRouteAssets(dist);
    const scripts = assets.filter((asset) => asset.file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipTotal(assets, '.js')).toBeLessThanOrEqual(PUBLIC_ROUTE_JS_BUDGET_BYTES);
  });

  it('and none of the scripts / loads is antd, the wizard, the provider area or the admin', () => {
    const names = publicRouteAssets(dist).map((asset) => path.basename(asset.file));
    const lazyOnly = names.filter((name) =>
      /^(AntdFrame|AdminApp|adminFeatures|ProviderFrame|OpenDemandsScreen|ServiceOfferScreen|SubscribedDemandsScreen|MyReviewsScreen|InsightsScreen|AlertSettingsScreen|ProfileScreen|PackagesScreen|PrimaryStepScreen|LocationStepScreen|ContactStepScreen|config-provider|typography|modal|notification)-/i.test(
        name,
      ),
    );
    expect(lazyOnly).toEqual([]);
  });

  it('given the production build, when /demanda loads, then its page brings the first step with the entry and none of antd (ADR 0128)', () => {
    const names = publicRouteAssets(dist, 'demanda.html').map((asset) => path.basename(asset.file));
    expect(names.filter((name) => /^PrimaryStepScreen-.*\.(js|css)$/.test(name))).toHaveLength(2);
    expect(names.filter((name) => !name.startsWith('PrimaryStepScreen-') && /\.css$/.test(name))).toEqual(
      publicRouteAssets(dist)
        .map((asset) => path.basename(asset.file))
        .filter((name) => name.endsWith('.css')),
    );
    const antd = names.filter((name) =>
      /^(AntdFrame|AntdSelect|WizardFrame|LocationStepScreen|ContactStepScreen|config-provider|theme|select|form|Button|card|steps|alert|tag|spin|typography|modal|notification)-/i.test(
        name,
      ),
    );
    expect(antd).toEqual([]);
  });
});
