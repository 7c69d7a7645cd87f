import { DomainError } from '@conectasst/platform/http/httpError';
import type { DemandCommand, DemandEvent } from './businessLogic';
import { demandDecider } from './businessLogic';

/** given these events, when this command, then these events / this error */
function given(...events: DemandEvent[]) {
  const state = events.reduce(demandDecider.evolve, demandDecider.initialState());
  return { state, when: (command: DemandCommand) => () => demandDecider.decide(command, state) };
}

const requesterId = '8d5c1f7e-3b1a-4a8e-9f55-0d2a6c1b7e10';
const provider = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const filedData = {
  demandId: 3,
  requesterId,
  serviceIds: [1, 2],
  title: 'PGR, PCMSO',
  branch: 'Indústria',
  companyType: 'Metalúrgica',
  employees: '51 a 100',
  neededBy: 'Em até 30 dias',
  uf: 'SP',
  city: 'Campinas',
  neighbourhood: 'Distrito Industrial',
  contactPreference: 'Sem preferência',
  about: '',
  expiresAt: '2026-12-22T12:00:00.000Z',
  consentAt: '2026-11-22T12:00:00.000Z',
  requesterName: 'Paula',
  requesterSurname: 'Ramos',
  requesterEmail: 'compras@metalurgica.com.br',
  requesterPhone: '19987654321',
  corporateName: 'Metalúrgica Campinas Ltda',
  department: 'RH - Recursos Humanos',
  role: 'Gerente',
};
const filed: DemandEvent = { type: 'DemandFiled', data: filedData };
const subscribed = (n: number): DemandEvent => ({ type: 'ProviderSubscribed', data: { demandId: 3, providerId: provider(n) } });
const beforeExpiry = '2026-12-01T00:00:00.000Z';
const takeSeat = (n: number, now = beforeExpiry): DemandCommand => ({ type: 'TakeSeat', demandId: 3, providerId: provider(n), now });
const editFields = {
  requesterName: 'Paula',
  requesterSurname: 'Ramos',
  requesterEmail: 'compras@metalurgica.com.br',
  requesterPhone: '19987654321',
  corporateName: 'Metalúrgica Campinas Ltda',
  companyType: 'Metalúrgica',
  neighbourhood: 'Distrito Industrial',
  about: '',
};

describe('demand rules', () => {
  it('files a demand once', () => {
    expect(given().when({ type: 'FileDemand', demand: filedData })()).toEqual([filed]);
    expect(given(filed).when({ type: 'FileDemand', demand: filedData })).toThrow(DomainError);
  });

  describe('TakeSeat (a provider subscribes)', () => {
    it('gives an open, unexpired demand a seat to the provider', () => {
      expect(given(filed).when({ ...takeSeat(1), reservationId: 'r-1' } as DemandCommand)()).toEqual([
        { type: 'ProviderSubscribed', data: { demandId: 3, providerId: provider(1), reservationId: 'r-1' } },
      ]);
    });

    it('gives the 5th seat and refuses a 6th provider', () => {
      const four = [1, 2, 3, 4].map(subscribed);
      expect(given(filed, ...four).when(takeSeat(5))()).toEqual([subscribed(5)]);
      expect(given(filed, ...four, subscribed(5)).when(takeSeat(6))).toThrow('Esta demanda já atingiu o limite de 5 inscritos.');
    });

    it('refuses a provider already subscribed', () => {
      expect(given(filed, subscribed(1)).when(takeSeat(1))).toThrow('Você já está inscrito nesta demanda.');
    });

    it('refuses a closed demand, and accepts again once reopened', () => {
      const closed: DemandEvent = { type: 'DemandClosed', data: { demandId: 3 } };
      expect(given(filed, closed).when(takeSeat(1))).toThrow('Esta demanda está fechada.');
      expect(given(filed, closed, { type: 'DemandReopened', data: { demandId: 3 } }).when(takeSeat(1))()).toEqual([subscribed(1)]);
    });

    it('refuses an expired demand (at or after expires_date)', () => {
      expect(given(filed).when(takeSeat(1, filedData.expiresAt))).toThrow('Esta demanda expirou.');
      expect(given(filed).when(takeSeat(1, '2027-01-01T00:00:00.000Z'))).toThrow('Esta demanda expirou.');
    });

    it('refuses a deleted demand and one that was never filed', () => {
      expect(given(filed, { type: 'DemandDeleted', data: { demandId: 3 } }).when(takeSeat(1))).toThrow('Demanda não encontrada.');
      expect(given().when(takeSeat(1))).toThrow('Demanda não encontrada.');
    });

    it('a released seat can be taken by another provider', () => {
      const five = [1, 2, 3, 4, 5].map(subscribed);
      const released: DemandEvent = { type: 'ProviderUnsubscribed', data: { demandId: 3, providerId: provider(2), reason: 'créditos não debitados' } };
      expect(given(filed, ...five).when({ type: 'ReleaseSeat', demandId: 3, providerId: provider(2), reason: 'créditos não debitados' })()).toEqual([released]);
      expect(given(filed, ...five, released).when(takeSeat(6))()).toEqual([subscribed(6)]);
    });

    it('ReleaseSeat refuses a provider without a seat', () => {
      expect(given(filed).when({ type: 'ReleaseSeat', demandId: 3, providerId: provider(1), reason: 'x' })).toThrow('Este parceiro não está inscrito nesta demanda.');
    });
  });

  describe('admin edit and delete', () => {
    it('edits contact fields and closes in one save', () => {
      expect(given(filed).when({ type: 'EditDemand', demandId: 3, fields: { ...editFields, requesterPhone: '19911112222' }, open: false })()).toEqual([
        { type: 'DemandEdited', data: { demandId: 3, requesterId, ...editFields, requesterPhone: '19911112222' } },
        { type: 'DemandClosed', data: { demandId: 3 } },
      ]);
    });

    it('reopens a closed demand; an unchanged save emits nothing', () => {
      const closed: DemandEvent = { type: 'DemandClosed', data: { demandId: 3 } };
      expect(given(filed, closed).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })()).toEqual([{ type: 'DemandReopened', data: { demandId: 3 } }]);
      expect(given(filed).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })()).toEqual([]);
    });

    it('deletes once; a deleted demand cannot be edited or deleted', () => {
      const deleted: DemandEvent = { type: 'DemandDeleted', data: { demandId: 3 } };
      expect(given(filed).when({ type: 'DeleteDemand', demandId: 3 })()).toEqual([deleted]);
      expect(given(filed, deleted).when({ type: 'DeleteDemand', demandId: 3 })).toThrow('Demanda não encontrada.');
      expect(given(filed, deleted).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })).toThrow('Demanda não encontrada.');
      expect(given().when({ type: 'DeleteDemand', demandId: 3 })).toThrow('Demanda não encontrada.');
    });
  });

  describe('LGPD erasure of the requester (the key is deleted by the caller)', () => {
    const erased: DemandEvent = { type: 'RequesterDataErased', data: { demandId: 3, requesterId } };
    it('records it once and closes an open demand; seats stay', () => {
      expect(given(filed, subscribed(1)).when({ type: 'EraseRequesterData', demandId: 3 })()).toEqual([erased, { type: 'DemandClosed', data: { demandId: 3 } }]);
      const closed: DemandEvent = { type: 'DemandClosed', data: { demandId: 3 } };
      expect(given(filed, closed).when({ type: 'EraseRequesterData', demandId: 3 })()).toEqual([erased]);
      expect(given(filed, erased, closed).when({ type: 'EraseRequesterData', demandId: 3 })()).toEqual([]);
      expect(given().when({ type: 'EraseRequesterData', demandId: 3 })).toThrow('Demanda não encontrada.');
      expect(demandDecider.evolve(given(filed, subscribed(1)).state, erased).subscribers).toEqual([provider(1)]);
    });
    it('an erased demand cannot be edited (nor reopened) any more', () => {
      expect(given(filed, erased, { type: 'DemandClosed', data: { demandId: 3 } }).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })).toThrow(
        'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
      );
    });
  });
});
