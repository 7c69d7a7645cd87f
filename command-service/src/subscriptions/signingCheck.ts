import { DomainError } from '@conectasst/common/rules/domainError';
import type { HeldRegistry, SigningRule } from '@conectasst/common/rules/signingRules';
import { signingRefusal, unmetSigningRule } from '@conectasst/common/rules/signingRules';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { credentialsDecider } from '../credentials/businessLogic';
import type { DemandEvent } from '../demands/demand';
import type { CommandHandler } from '../infrastructure/commandHandler';
import { serviceDecider } from '../services/businessLogic';

/**
 * "Seats only for who may sign" (issue 38, ADR 0169): a provider takes a seat only when one of its verified registries
 * meets the "quem pode assinar" rule of each of the demand's services that has one. Refuses (409) with "Requer
 * assinatura de <profissional>" before any credit moves. A check of its own, before the subscribe decision, so the seat
 * and wallet rules stay as they are.
 */
export function refuseWhenMayNotSign(registries: Iterable<HeldRegistry>, rules: Iterable<SigningRule | null>): void {
  const unmet = unmetSigningRule(rules, registries);
  if (unmet) throw new DomainError('conflict', signingRefusal(unmet));
}

/** The services a demand was filed with (DemandFiled; no later event changes them). */
const demandServices = {
  initialState: (): number[] => [],
  evolve: (ids: number[], event: DemandEvent): number[] => (event.type === 'DemandFiled' ? event.data.serviceIds : ids),
};

/** Reads the demand's services' rules and the provider's registries, then `refuseWhenMayNotSign`. */
export async function checkMaySign(commands: CommandHandler, providerId: string, demandId: number): Promise<void> {
  const serviceIds = (await commands.load(demandStream(demandId), demandServices)).state;
  const services = await Promise.all(
    serviceIds.map(async (id) => (await commands.load(serviceStream(id), serviceDecider)).state.signing),
  );
  if (!services.some((rule) => rule !== null)) return;
  const registries = (
    await commands.load(credentialsStream(providerId), credentialsDecider)
  ).state.credentials.values();
  refuseWhenMayNotSign(registries, services);
}
