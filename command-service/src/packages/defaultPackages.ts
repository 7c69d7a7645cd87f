import { packageStream } from '@conectasst/events/schemas/packageEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { packageDecider } from './businessLogic';

/**
 * Starting packages (prices in cents). A subscription costs SUBSCRIPTION_COST (10) credits (spec §9), so `demands` = credits / 10;
 * bigger packages lower the price per credit. Editorial choices an admin can change or remove.
 */
export const defaultPackages = [
  { key: 'inicial', name: 'Pacote Inicial', credits: 30, demands: 3, priceCents: 8_970 },
  { key: 'essencial', name: 'Pacote Essencial', credits: 100, demands: 10, priceCents: 27_900 },
  { key: 'profissional', name: 'Pacote Profissional', credits: 250, demands: 25, priceCents: 62_250 },
  { key: 'empresarial', name: 'Pacote Empresarial', credits: 600, demands: 60, priceCents: 131_400 },
] as const;

/** Loads the default packages once, with fixed keys (same approach as the reference catalogue, ADR 0031). */
export async function loadDefaultPackages(deps: Pick<CommandDeps, 'commands' | 'ids'>): Promise<number> {
  let created = 0;
  for (const p of defaultPackages) {
    const packageId = await deps.ids.next('package', `reference:package:${p.key}`);
    const stream = packageStream(packageId);
    const { revision } = await deps.commands.load(stream, packageDecider);
    if (revision > 0) continue;
    const result = await deps.commands.handle(
      stream,
      packageDecider,
      {
        type: 'CreatePackage',
        packageId,
        name: p.name,
        credits: p.credits,
        demands: p.demands,
        priceCents: p.priceCents,
      },
      { userId: 'system', role: 'system', idempotencyKey: `reference:package:${p.key}` },
    );
    if (!result.replayed) created++;
  }
  return created;
}
