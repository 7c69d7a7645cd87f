import type { FiscalData } from '@conectasst/common/rules/fiscalDataRules';
import { FISCAL_DATA_MESSAGES } from '@conectasst/common/rules/fiscalDataRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { fiscalDataEvents } from '@conectasst/events/schemas/invoiceEvents';
import { fiscalDataStream } from '@conectasst/events/schemas/invoiceEvents';
import type { CommandHandler } from '../infrastructure/commandHandler';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type FiscalDataEvent = EventOf<(typeof fiscalDataEvents)[number]>;

/** The provider's fiscal data (the tomador of its notes); null when never given, or erased (LGPD: its key is gone). */
export interface FiscalDataState {
  fiscalData: FiscalData | null;
}

export type FiscalDataCommand = { type: 'ProvideFiscalData'; providerId: string; fiscalData: FiscalData };

const sameData = (a: FiscalData | null, b: FiscalData) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Stream `fiscal-<providerId>` (ADR 0171): the data is recorded as given (already checked and normalized by the
 * request schema); the same data again records nothing. Not cacheable: the fold holds personal data.
 */
export const fiscalDataDecider: Decider<FiscalDataState, FiscalDataCommand, FiscalDataEvent> = {
  initialState: () => ({ fiscalData: null }),
  evolve: evolveByType<FiscalDataState, FiscalDataEvent>({
    // Erased (crypto-shredding): the field decodes as null, and the checkout asks for the data again.
    FiscalDataProvided: (_state, { data }) => ({ fiscalData: (data.fiscalData as FiscalData | null) ?? null }),
  }),
  decide: decideByType<FiscalDataState, FiscalDataCommand, FiscalDataEvent>({
    ProvideFiscalData: ({ providerId, fiscalData }, state) =>
      sameData(state.fiscalData, fiscalData) ? [] : [{ type: 'FiscalDataProvided', data: { providerId, fiscalData } }],
  }),
};

/** The provider's fiscal data as recorded (undefined: not given yet). */
export async function fiscalDataOf(
  commands: Pick<CommandHandler, 'load'>,
  providerId: string,
): Promise<FiscalData | undefined> {
  return (await commands.load(fiscalDataStream(providerId), fiscalDataDecider)).state.fiscalData ?? undefined;
}

/** The checkout's guard: no purchase before the fiscal data its note needs (422, `FISCAL_DATA_MESSAGES.missing`). */
export async function requireFiscalData(commands: Pick<CommandHandler, 'load'>, providerId: string): Promise<void> {
  if (!(await fiscalDataOf(commands, providerId))) throw new DomainError('invalid', FISCAL_DATA_MESSAGES.missing);
}
