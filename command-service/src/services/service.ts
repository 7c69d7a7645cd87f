import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import type { SigningRule } from '@conectasst/common/rules/signingRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { serviceEvents } from '@conectasst/events/schemas/serviceEvents';
import type { CatalogueStatus } from '../infrastructure/catalogueRecord';
import { evolveByType } from '../infrastructure/decider';

export type ServiceEvent = EventOf<(typeof serviceEvents)[number]>;

export interface ServiceState {
  status: CatalogueStatus;
  name: string;
  areaId: number;
  nrIds: number[];
  /** null = not an obligation the diagnosis lists. */
  applicability: Applicability | null;
  /** Whether an applicability was ever set (the reference loader seeds it once, never over an admin's choice). */
  applicabilitySet: boolean;
  /** "Quem pode assinar" (ADR 0169); null = anyone may sign. */
  signing: SigningRule | null;
  /** Whether a signing rule was ever set (seeded once, never over an admin's choice). */
  signingSet: boolean;
}

export const initialServiceState = (): ServiceState => ({
  status: 'none',
  name: '',
  areaId: 0,
  nrIds: [],
  applicability: null,
  applicabilitySet: false,
  signing: null,
  signingSet: false,
});

export const evolveService = evolveByType<ServiceState, ServiceEvent>({
  ServiceCreated: (state, event) => ({
    ...state,
    status: 'active',
    name: event.data.name,
    areaId: event.data.areaId,
    nrIds: event.data.nrIds,
  }),
  ServiceRenamed: (state, event) => ({ ...state, name: event.data.name }),
  ServiceMovedToArea: (state, event) => ({ ...state, areaId: event.data.areaId }),
  ServiceNrsChanged: (state, event) => ({ ...state, nrIds: event.data.nrIds }),
  ServiceActivated: (state) => ({ ...state, status: 'active' }),
  ServiceDeactivated: (state) => ({ ...state, status: 'inactive' }),
  ServiceDeleted: (state) => ({ ...state, status: 'deleted' }),
  ServiceApplicabilitySet: (state, event) => ({
    ...state,
    applicability: event.data.applicability,
    applicabilitySet: true,
  }),
  ServiceSigningRuleSet: (state, event) => ({ ...state, signing: event.data.signing, signingSet: true }),
});
