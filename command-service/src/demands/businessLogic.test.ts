import { DomainError } from '@conectasst/common/rules/domainError';
import type { DemandCommand, DemandEvent } from './businessLogic';
import type { EarlierDemand } from './businessLogic';
import { demandDecider, findDuplicate } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(demandDecider);

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
  confirmationRequired: true,
  activity: 'Fabricação de estruturas metálicas',
  cnae: '2511-0/00',
  employeesPerSite: 80,
  deadline: '2026-12-22T12:00:00.000Z',
};
const filed: DemandEvent = { type: 'DemandFiled', data: filedData };
/** The requester confirmed the e-mail link: providers see the demand. */
const published: DemandEvent = {
  type: 'DemandPublished',
  data: { demandId: 3, via: 'email', at: '2026-11-22T13:00:00.000Z' },
};
const closedFor = (
  reason: 'admin' | 'hired' | 'cancelled' | 'deadline' | 'expired' | 'full' | 'unconfirmed',
): DemandEvent => ({ type: 'DemandClosed', data: { demandId: 3, reason } });
const subscribed = (n: number): DemandEvent => ({
  type: 'ProviderSubscribed',
  data: { demandId: 3, providerId: provider(n) },
});
const beforeExpiry = '2026-12-01T00:00:00.000Z';
const takeSeat = (n: number, now = beforeExpiry): DemandCommand => ({
  type: 'TakeSeat',
  demandId: 3,
  providerId: provider(n),
  now,
});
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
    expect(given().when({ type: 'FileDemand', demand: filedData })).toEqual([filed]);
    expect(() => given(filed).when({ type: 'FileDemand', demand: filedData })).toThrow(DomainError);
  });

  describe('Pedido direto (ADR 0170): the named provider holds a seat for 24 h from publication', () => {
    const named = provider(9);
    const filedDirect: DemandEvent = { type: 'DemandFiled', data: { ...filedData, directProviderId: named } };
    // published at 13:00 on the 22nd: the hold lasts until 13:00 on the 23rd
    const inside24h = '2026-11-23T12:59:59.000Z';
    const after24h = '2026-11-23T13:00:00.000Z';
    const four = [1, 2, 3, 4].map(subscribed);

    it('others take up to 4 seats inside the 24 h', () => {
      expect(given(filedDirect, published, ...[1, 2, 3].map(subscribed)).when(takeSeat(4, inside24h))).toEqual([
        subscribed(4),
      ]);
    });

    it('refuses the 5th seat to anyone else inside the 24 h, in Portuguese', () => {
      expect(() => given(filedDirect, published, ...four).when(takeSeat(5, inside24h))).toThrow(
        'A última vaga desta demanda está reservada por 24 horas para o parceiro que a empresa escolheu. Tente novamente mais tarde.',
      );
    });

    it('the named provider takes the reserved seat (the 5th closes the demand as full)', () => {
      const namedSeat: DemandEvent = { type: 'ProviderSubscribed', data: { demandId: 3, providerId: named } };
      expect(
        given(filedDirect, published, ...four).when({
          type: 'TakeSeat',
          demandId: 3,
          providerId: named,
          now: inside24h,
        }),
      ).toEqual([namedSeat, closedFor('full')]);
    });

    it('once the named provider holds a seat nothing is reserved any more', () => {
      const namedSeat: DemandEvent = { type: 'ProviderSubscribed', data: { demandId: 3, providerId: named } };
      expect(
        given(filedDirect, published, namedSeat, ...[1, 2, 3].map(subscribed)).when(takeSeat(4, inside24h)),
      ).toEqual([subscribed(4), closedFor('full')]);
    });

    it('releases the seat to everyone 24 h after publication, by the decider clock', () => {
      expect(given(filedDirect, published, ...four).when(takeSeat(5, after24h))).toEqual([
        subscribed(5),
        closedFor('full'),
      ]);
    });

    it('counts the 24 h from publication, not from filing (a demand confirmed a day later)', () => {
      const lateConfirm: DemandEvent = {
        type: 'DemandPublished',
        data: { demandId: 3, via: 'email', at: '2026-11-23T12:00:00.000Z' },
      };
      expect(() => given(filedDirect, lateConfirm, ...four).when(takeSeat(5, '2026-11-24T11:59:59.000Z'))).toThrow(
        DomainError,
      );
      expect(given(filedDirect, lateConfirm, ...four).when(takeSeat(5, '2026-11-24T12:00:00.000Z'))).toEqual([
        subscribed(5),
        closedFor('full'),
      ]);
    });

    it('a demand without a named provider reserves nothing', () => {
      expect(given(filed, published, ...four).when(takeSeat(5, inside24h))).toEqual([subscribed(5), closedFor('full')]);
    });
  });

  describe('TakeSeat (a provider subscribes)', () => {
    it('gives an open, unexpired demand a seat to the provider', () => {
      expect(given(filed, published).when({ ...takeSeat(1), reservationId: 'r-1' } as DemandCommand)).toEqual([
        { type: 'ProviderSubscribed', data: { demandId: 3, providerId: provider(1), reservationId: 'r-1' } },
      ]);
    });

    it('gives the 5th seat and refuses a 6th provider', () => {
      const four = [1, 2, 3, 4].map(subscribed);
      expect(given(filed, published, ...four).when(takeSeat(5))).toEqual([subscribed(5), closedFor('full')]);
      expect(() => given(filed, published, ...four, subscribed(5), closedFor('full')).when(takeSeat(6))).toThrow(
        'Esta demanda já atingiu o limite de 5 inscritos.',
      );
    });

    it('refuses a provider already subscribed', () => {
      expect(() => given(filed, published, subscribed(1)).when(takeSeat(1))).toThrow(
        'Você já está inscrito nesta demanda.',
      );
    });

    it('refuses a closed demand, and accepts again once reopened', () => {
      const closed = closedFor('admin');
      expect(() => given(filed, published, closed).when(takeSeat(1))).toThrow('Esta demanda está fechada.');
      expect(
        given(filed, published, closed, { type: 'DemandReopened', data: { demandId: 3 } }).when(takeSeat(1)),
      ).toEqual([subscribed(1)]);
    });

    it('refuses an expired demand (at or after expires_date)', () => {
      expect(() => given(filed, published).when(takeSeat(1, filedData.expiresAt))).toThrow('Esta demanda expirou.');
      expect(() => given(filed, published).when(takeSeat(1, '2027-01-01T00:00:00.000Z'))).toThrow(
        'Esta demanda expirou.',
      );
    });

    it('refuses a deleted demand and one that was never filed', () => {
      expect(() => given(filed, published, { type: 'DemandDeleted', data: { demandId: 3 } }).when(takeSeat(1))).toThrow(
        'Demanda não encontrada.',
      );
      expect(() => given().when(takeSeat(1))).toThrow('Demanda não encontrada.');
    });

    it('a released seat can be taken by another provider', () => {
      const five = [1, 2, 3, 4, 5].map(subscribed);
      const released: DemandEvent = {
        type: 'ProviderUnsubscribed',
        data: { demandId: 3, providerId: provider(2), reason: 'créditos não debitados' },
      };
      const reopened: DemandEvent = { type: 'DemandReopened', data: { demandId: 3 } };
      expect(
        given(filed, published, ...five, closedFor('full')).when({
          type: 'ReleaseSeat',
          demandId: 3,
          providerId: provider(2),
          reason: 'créditos não debitados',
        }),
      ).toEqual([released, reopened]);
      expect(given(filed, published, ...five, closedFor('full'), released, reopened).when(takeSeat(6))).toEqual([
        subscribed(6),
        closedFor('full'),
      ]);
    });

    it('ReleaseSeat refuses a provider without a seat', () => {
      expect(() =>
        given(filed).when({ type: 'ReleaseSeat', demandId: 3, providerId: provider(1), reason: 'x' }),
      ).toThrow('Este parceiro não está inscrito nesta demanda.');
    });
  });

  describe('admin edit and delete', () => {
    it('edits contact fields and closes in one save', () => {
      expect(
        given(filed).when({
          type: 'EditDemand',
          demandId: 3,
          fields: { ...editFields, requesterPhone: '19911112222' },
          open: false,
        }),
      ).toEqual([
        { type: 'DemandEdited', data: { demandId: 3, requesterId, ...editFields, requesterPhone: '19911112222' } },
        closedFor('admin'),
      ]);
    });

    it('reopens a closed demand; an unchanged save emits nothing', () => {
      const closed = closedFor('admin');
      expect(given(filed, closed).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })).toEqual([
        { type: 'DemandReopened', data: { demandId: 3 } },
      ]);
      expect(given(filed).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true })).toEqual([]);
    });

    it('deletes once; a deleted demand cannot be edited or deleted', () => {
      const deleted: DemandEvent = { type: 'DemandDeleted', data: { demandId: 3 } };
      expect(given(filed).when({ type: 'DeleteDemand', demandId: 3 })).toEqual([deleted]);
      expect(() => given(filed, deleted).when({ type: 'DeleteDemand', demandId: 3 })).toThrow(
        'Demanda não encontrada.',
      );
      expect(() =>
        given(filed, deleted).when({ type: 'EditDemand', demandId: 3, fields: editFields, open: true }),
      ).toThrow('Demanda não encontrada.');
      expect(() => given().when({ type: 'DeleteDemand', demandId: 3 })).toThrow('Demanda não encontrada.');
    });
  });
});

describe('demand rules: erasure, verification, duplicates and closing', () => {
  describe('LGPD erasure of the requester (the key is deleted by the caller)', () => {
    const erased: DemandEvent = { type: 'RequesterDataErased', data: { demandId: 3, requesterId } };
    it('records it once and closes an open demand; seats stay', () => {
      expect(given(filed, subscribed(1)).when({ type: 'EraseRequesterData', demandId: 3 })).toEqual([
        erased,
        { type: 'DemandClosed', data: { demandId: 3, reason: 'admin' } },
      ]);
      const closed: DemandEvent = { type: 'DemandClosed', data: { demandId: 3, reason: 'admin' } };
      expect(given(filed, closed).when({ type: 'EraseRequesterData', demandId: 3 })).toEqual([erased]);
      expect(given(filed, erased, closed).when({ type: 'EraseRequesterData', demandId: 3 })).toEqual([]);
      expect(() => given().when({ type: 'EraseRequesterData', demandId: 3 })).toThrow('Demanda não encontrada.');
      expect(demandDecider.evolve(given(filed, subscribed(1)).state, erased).subscribers).toEqual([provider(1)]);
    });
    it('an erased demand cannot be edited (nor reopened) any more', () => {
      expect(() =>
        given(filed, erased, { type: 'DemandClosed', data: { demandId: 3, reason: 'admin' } }).when({
          type: 'EditDemand',
          demandId: 3,
          fields: editFields,
          open: true,
        }),
      ).toThrow(
        'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
      );
    });
  });

  describe('requester verification (ADR 0080)', () => {
    const filedAt = filedData.consentAt; // 2026-11-22T12:00Z
    const within72h = '2026-11-25T11:59:59.000Z';
    const after72h = '2026-11-25T12:00:00.000Z';

    it('an unconfirmed demand is invisible to providers: TakeSeat is refused as not found', () => {
      expect(() => given(filed).when(takeSeat(1))).toThrow('Demanda não encontrada.');
    });

    it('confirming the e-mail publishes the demand once; confirming again changes nothing', () => {
      expect(given(filed).when({ type: 'ConfirmDemand', demandId: 3, now: within72h })).toEqual([
        { type: 'DemandPublished', data: { demandId: 3, via: 'email', at: within72h } },
      ]);
      expect(given(filed, published).when({ type: 'ConfirmDemand', demandId: 3, now: within72h })).toEqual([]);
      expect(given(filed, published).when(takeSeat(1))).toEqual([subscribed(1)]);
    });

    it('a demand filed before verification existed (v1, upcast) is published from the start', () => {
      expect(
        given({ type: 'DemandFiled', data: { ...filedData, confirmationRequired: false } }).when(takeSeat(1)),
      ).toEqual([subscribed(1)]);
    });

    it('the sweep closes an unconfirmed demand 72 h after filing, not before; a published one is left alone', () => {
      expect(given(filed).when({ type: 'ExpireUnconfirmed', demandId: 3, now: within72h })).toEqual([]);
      expect(given(filed).when({ type: 'ExpireUnconfirmed', demandId: 3, now: after72h })).toEqual([
        closedFor('unconfirmed'),
      ]);
      expect(given(filed, published).when({ type: 'ExpireUnconfirmed', demandId: 3, now: after72h })).toEqual([]);
      expect(
        given(filed, closedFor('unconfirmed')).when({ type: 'ExpireUnconfirmed', demandId: 3, now: after72h }),
      ).toEqual([]);
      expect(filedAt).toBe('2026-11-22T12:00:00.000Z');
    });

    it('the link no longer confirms after 72 h (swept or not) nor after the requester closed the demand', () => {
      expect(() => given(filed).when({ type: 'ConfirmDemand', demandId: 3, now: after72h })).toThrow(
        'Este pedido expirou porque o e-mail não foi confirmado em 72 horas. Envie um novo pedido.',
      );
      expect(() =>
        given(filed, closedFor('unconfirmed')).when({ type: 'ConfirmDemand', demandId: 3, now: within72h }),
      ).toThrow('Este pedido expirou porque o e-mail não foi confirmado em 72 horas.');
      expect(() =>
        given(filed, closedFor('cancelled')).when({ type: 'ConfirmDemand', demandId: 3, now: within72h }),
      ).toThrow('Este pedido já está encerrado.');
      expect(() =>
        given(filed, { type: 'DemandDeleted', data: { demandId: 3 } }).when({
          type: 'ConfirmDemand',
          demandId: 3,
          now: within72h,
        }),
      ).toThrow('Demanda não encontrada.');
    });

    it('an admin publishes an unconfirmed demand by hand (the event names the admin), even one the sweep closed', () => {
      const admin = 'a0000000-0000-4000-8000-000000000001';
      const byAdmin: DemandEvent = {
        type: 'DemandPublished',
        data: { demandId: 3, via: 'admin', adminId: admin, at: after72h },
      };
      expect(given(filed).when({ type: 'PublishDemand', demandId: 3, adminId: admin, now: after72h })).toEqual([
        byAdmin,
      ]);
      expect(
        given(filed, closedFor('unconfirmed')).when({
          type: 'PublishDemand',
          demandId: 3,
          adminId: admin,
          now: after72h,
        }),
      ).toEqual([byAdmin, { type: 'DemandReopened', data: { demandId: 3 } }]);
      expect(() =>
        given(filed, published).when({ type: 'PublishDemand', demandId: 3, adminId: admin, now: after72h }),
      ).toThrow('Esta demanda já está publicada.');
      expect(() => given().when({ type: 'PublishDemand', demandId: 3, adminId: admin, now: after72h })).toThrow(
        'Demanda não encontrada.',
      );
    });
  });

  describe('duplicates (ADR 0081)', () => {
    const now = '2026-11-23T10:00:00.000Z';
    const earlier = (over: Partial<EarlierDemand> = {}): EarlierDemand => ({
      id: 7,
      serviceIds: [2, 1],
      filedAt: '2026-11-22T12:00:00.000Z',
      pending: true,
      ...over,
    });

    it('given an unconfirmed demand of the same e-mail for the same services in the last 24 h, a new one is a duplicate', () => {
      expect(findDuplicate([earlier()], [1, 2], now)).toEqual(earlier());
      expect(findDuplicate([earlier()], [2, 1, 1], now)?.id).toBe(7);
    });

    it('other services, an older demand, or a confirmed or closed one are not duplicates', () => {
      expect(findDuplicate([earlier()], [1], now)).toBeUndefined();
      expect(findDuplicate([earlier({ filedAt: '2026-11-22T10:00:00.000Z' })], [1, 2], now)).toBeUndefined();
      expect(findDuplicate([earlier({ pending: false })], [1, 2], now)).toBeUndefined();
    });
  });

  describe('the demand closes, always with a reason (ADR 0082)', () => {
    it("the requester closes it: 'Já contratei' (hired) or 'Cancelar pedido' (cancelled), once", () => {
      expect(given(filed, published).when({ type: 'CloseByRequester', demandId: 3, reason: 'hired' })).toEqual([
        closedFor('hired'),
      ]);
      expect(given(filed).when({ type: 'CloseByRequester', demandId: 3, reason: 'cancelled' })).toEqual([
        closedFor('cancelled'),
      ]);
      expect(() =>
        given(filed, published, closedFor('hired')).when({
          type: 'CloseByRequester',
          demandId: 3,
          reason: 'cancelled',
        }),
      ).toThrow('Este pedido já está encerrado.');
      expect(() =>
        given(filed, { type: 'DemandDeleted', data: { demandId: 3 } }).when({
          type: 'CloseByRequester',
          demandId: 3,
          reason: 'hired',
        }),
      ).toThrow('Demanda não encontrada.');
    });

    it("the sweep closes it at the requester's deadline, not before", () => {
      const early = { ...filedData, deadline: '2026-11-29T12:00:00.000Z' };
      const filedEarly: DemandEvent = { type: 'DemandFiled', data: early };
      expect(
        given(filedEarly, published).when({ type: 'CloseWhenDue', demandId: 3, now: '2026-11-29T11:59:00.000Z' }),
      ).toEqual([]);
      expect(
        given(filedEarly, published).when({ type: 'CloseWhenDue', demandId: 3, now: '2026-11-29T12:00:00.000Z' }),
      ).toEqual([closedFor('deadline')]);
      expect(
        given(filedEarly, published, closedFor('hired')).when({
          type: 'CloseWhenDue',
          demandId: 3,
          now: '2026-12-01T00:00:00.000Z',
        }),
      ).toEqual([]);
    });

    it('without a deadline, or with one past the 30 days, it closes at the end of the 30 days (expired)', () => {
      const none: DemandEvent = { type: 'DemandFiled', data: { ...filedData, deadline: null } };
      const late: DemandEvent = { type: 'DemandFiled', data: { ...filedData, deadline: '2027-01-21T12:00:00.000Z' } };
      expect(
        given(none, published).when({ type: 'CloseWhenDue', demandId: 3, now: '2026-12-22T11:00:00.000Z' }),
      ).toEqual([]);
      expect(given(none, published).when({ type: 'CloseWhenDue', demandId: 3, now: filedData.expiresAt })).toEqual([
        closedFor('expired'),
      ]);
      expect(given(late, published).when({ type: 'CloseWhenDue', demandId: 3, now: filedData.expiresAt })).toEqual([
        closedFor('expired'),
      ]);
    });

    it('an unconfirmed demand is not closed as due (the 72-hour rule handles it)', () => {
      expect(given(filed).when({ type: 'CloseWhenDue', demandId: 3, now: '2027-01-01T00:00:00.000Z' })).toEqual([]);
    });
  });
});
