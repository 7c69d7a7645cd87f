import { DomainError } from '@conectasst/common/rules/domainError';
import type { SigningRule } from '@conectasst/common/rules/signingRules';
import { referenceSigningRules } from '@conectasst/common/rules/signingRules';
import type { ServiceEvent } from './service';
import { serviceDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

const { given } = specify(serviceDecider);

const created: ServiceEvent = {
  type: 'ServiceCreated',
  data: { serviceId: 4, name: 'Treinamento NR-35', areaId: 7, nrIds: [35] },
};
const deletedEvent: ServiceEvent = { type: 'ServiceDeleted', data: { serviceId: 4 } };
/** The admin's form for service 4 as `created` records it: added, and saved unchanged (active). */
const create = { type: 'CreateService' as const, serviceId: 4, name: 'Treinamento NR-35', areaId: 7, nrIds: [35] };
const edit = { ...create, type: 'UpdateService' as const, status: true };

describe('service rules', () => {
  it('creates a service in an area, with or without NRs', () => {
    expect(given().when(create)).toEqual([created]);
    expect(given().when({ type: 'CreateService', serviceId: 5, name: 'PGR', areaId: 10, nrIds: [] })).toEqual([
      { type: 'ServiceCreated', data: { serviceId: 5, name: 'PGR', areaId: 10, nrIds: [] } },
    ]);
  });

  it('refuses to create a service twice', () => {
    expect(() => given(created).when({ type: 'CreateService', serviceId: 4, name: 'X', areaId: 7, nrIds: [] })).toThrow(
      'Este serviço já existe.',
    );
  });

  it('renames, moves, relinks NRs and deactivates in one edit', () => {
    expect(given(created).when({ ...edit, name: 'Curso NR-35', areaId: 3, nrIds: [35, 18], status: false })).toEqual([
      { type: 'ServiceRenamed', data: { serviceId: 4, name: 'Curso NR-35', previousName: 'Treinamento NR-35' } },
      { type: 'ServiceMovedToArea', data: { serviceId: 4, areaId: 3, previousAreaId: 7 } },
      { type: 'ServiceNrsChanged', data: { serviceId: 4, nrIds: [35, 18], previousNrIds: [35] } },
      { type: 'ServiceDeactivated', data: { serviceId: 4 } },
    ]);
  });

  it('an edit repeating the current values (NRs in another order) changes nothing; reactivation', () => {
    const twoNrs = given({ ...created, data: { ...created.data, nrIds: [35, 18] } } as ServiceEvent);
    expect(twoNrs.when({ ...edit, nrIds: [18, 35] })).toEqual([]);
    expect(given(created, { type: 'ServiceDeactivated', data: { serviceId: 4 } }).when(edit)).toEqual([
      { type: 'ServiceActivated', data: { serviceId: 4 } },
    ]);
  });

  it('deletes once; a missing or deleted service cannot be edited or deleted', () => {
    expect(given(created).when({ type: 'DeleteService', serviceId: 4 })).toEqual([deletedEvent]);
    expect(() => given().when({ type: 'DeleteService', serviceId: 4 })).toThrow('Serviço não encontrado.');
    const deleted = given(created, deletedEvent);
    expect(() => deleted.when({ type: 'DeleteService', serviceId: 4 })).toThrow(DomainError);
    expect(() => deleted.when({ ...edit, name: 'X', nrIds: [] })).toThrow(DomainError);
  });
});

describe('service applicability (which companies the diagnosis lists it for)', () => {
  const everyEmployer = {
    fromEmployees: [1, 1, 1, 1] as [number, number, number, number],
    exemptions: [],
    reason: 'Todo empregador mantém o PGR (NR-1).',
  };
  const sesmt = {
    fromEmployees: [501, 501, 101, 50] as [number, number, number, number],
    exemptions: [],
    reason: 'Quadro II da NR-4.',
  };
  const applicabilitySet = (applicability: typeof everyEmployer | null): ServiceEvent => ({
    type: 'ServiceApplicabilitySet',
    data: { serviceId: 4, applicability },
  });
  const seedApplicability = {
    type: 'SeedServiceApplicability' as const,
    serviceId: 4,
    applicability: everyEmployer,
  };

  it('given nothing, when created with an applicability, then the service and its applicability', () => {
    expect(given().when({ ...create, applicability: everyEmployer })).toEqual([
      created,
      applicabilitySet(everyEmployer),
    ]);
  });

  it('given a service, when edited with another applicability, then ServiceApplicabilitySet; the same one or none given changes nothing', () => {
    expect(given(created, applicabilitySet(everyEmployer)).when({ ...edit, applicability: sesmt })).toEqual([
      applicabilitySet(sesmt),
    ]);
    expect(given(created, applicabilitySet(everyEmployer)).when({ ...edit, applicability: everyEmployer })).toEqual([]);
    expect(given(created, applicabilitySet(everyEmployer)).when(edit)).toEqual([]);
    expect(given(created, applicabilitySet(everyEmployer)).when({ ...edit, applicability: null })).toEqual([
      applicabilitySet(null),
    ]);
  });

  it('given a service never given an applicability, when the reference default is seeded, then it is set once', () => {
    expect(given(created).when(seedApplicability)).toEqual([applicabilitySet(everyEmployer)]);
  });

  it('given an admin has set or cleared the applicability, when the default is seeded, then nothing changes', () => {
    expect(given(created, applicabilitySet(sesmt)).when(seedApplicability)).toEqual([]);
    expect(given(created, applicabilitySet(null)).when(seedApplicability)).toEqual([]);
    expect(given(created, deletedEvent).when(seedApplicability)).toEqual([]);
  });

  describe('"quem pode assinar" (ADR 0169)', () => {
    const pcmso = referenceSigningRules.pcmso!;
    const signingSet = (signing: SigningRule | null): ServiceEvent => ({
      type: 'ServiceSigningRuleSet',
      data: { serviceId: 4, signing },
    });
    const seedSigning = { type: 'SeedServiceSigningRule' as const, serviceId: 4, signing: pcmso };

    it('given a service never given a rule, when the reference rule is seeded, then it is set once', () => {
      expect(given(created).when(seedSigning)).toEqual([signingSet(pcmso)]);
      expect(given(created, signingSet(pcmso)).when(seedSigning)).toEqual([]);
    });

    it('given an admin has set or cleared the rule, or deleted the service, when the rule is seeded, then nothing changes', () => {
      expect(given(created, signingSet(null)).when(seedSigning)).toEqual([]);
      expect(given(created, deletedEvent).when(seedSigning)).toEqual([]);
    });

    it('the admin sets it on create, changes or clears it on edit; left out of an edit, it stays', () => {
      expect(given().when({ ...create, signing: pcmso })).toEqual([created, signingSet(pcmso)]);
      expect(given(created, signingSet(pcmso)).when({ ...edit, signing: null })).toEqual([signingSet(null)]);
      expect(given(created, signingSet(pcmso)).when({ ...edit, signing: pcmso })).toEqual([]);
      expect(given(created, signingSet(pcmso)).when(edit)).toEqual([]);
    });
  });
});
