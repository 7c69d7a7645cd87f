import { trustMessages as m } from '@conectasst/common/rules/trustRules';
import type { LeadReportCommand, LeadReportEvent } from './businessLogic';
import { leadReportDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(leadReportDecider);

const reportId = '0b6c3c52-7f0e-5d1a-9a0e-2f7b1f3c9d11';
const providerId = '5c3e9a1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const adminId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const subscribedAt = '2026-11-02T12:00:00.000Z';
const report = (over: Partial<Extract<LeadReportCommand, { type: 'ReportLead' }>> = {}): LeadReportCommand => ({
  type: 'ReportLead',
  reportId,
  demandId: 41,
  providerId,
  reason: 'not_requested',
  note: 'A empresa disse que não pediu orçamento.',
  subscribedAt,
  now: '2026-11-05T09:00:00.000Z',
  credits: 10,
  evidence: {},
  ...over,
});
const reported = (
  reason: Extract<LeadReportEvent, { type: 'LeadReported' }>['data']['reason'] = 'not_requested',
): LeadReportEvent => ({
  type: 'LeadReported',
  data: { reportId, demandId: 41, providerId, reason, note: 'x', credits: 10, subscribedAt },
});

describe('reporting a bad lead', () => {
  it('a report of a reason the platform cannot check waits for an admin', () => {
    expect(given().when(report())).toEqual([
      {
        type: 'LeadReported',
        data: {
          reportId,
          demandId: 41,
          providerId,
          reason: 'not_requested',
          note: 'A empresa disse que não pediu orçamento.',
          credits: 10,
          subscribedAt,
        },
      },
    ]);
  });

  it('is accepted up to 7 days after subscribing, and refused after', () => {
    expect(given().when(report({ now: '2026-11-09T12:00:00.000Z' }))).toHaveLength(1);
    expect(() => given().when(report({ now: '2026-11-09T12:00:00.001Z' }))).toThrow(m.windowOver);
  });

  it('one report per provider and demand', () => {
    expect(() => given(reported()).when(report())).toThrow(m.alreadyReported);
  });

  it('needs credits spent on the demand', () => {
    expect(() => given().when(report({ credits: 0 }))).toThrow('não há o que devolver');
  });

  it('"e-mail inválido" on a requester whose address bounced is approved at once, by the system', () => {
    const events = given().when(
      report({
        reason: 'invalid_contact',
        evidence: { bounce: { bouncedAt: '2026-11-02T11:00:00.000Z', smtpCode: 550, response: '550 no such user' } },
      }),
    );
    expect(events.map((e) => e.type)).toEqual(['LeadReported', 'LeadReportApproved']);
    expect(events[1]).toEqual({
      type: 'LeadReportApproved',
      data: {
        reportId,
        demandId: 41,
        providerId,
        credits: 10,
        decidedBy: 'system',
        automatic: true,
        note: 'O servidor de e-mail do solicitante recusou o endereço (550).',
        evidence: { bouncedAt: '2026-11-02T11:00:00.000Z', smtpCode: 550 },
      },
    });
  });

  it('"e-mail inválido" without a bounce goes to the admin queue', () => {
    expect(
      given()
        .when(report({ reason: 'invalid_contact' }))
        .map((e) => e.type),
    ).toEqual(['LeadReported']);
  });

  it('a duplicate of an earlier demand is approved at once', () => {
    const events = given().when(report({ reason: 'duplicate', evidence: { duplicateOf: 39 } }));
    expect(events[1]).toMatchObject({
      type: 'LeadReportApproved',
      data: { automatic: true, decidedBy: 'system', evidence: { duplicateOf: 39 } },
    });
  });

  it('evidence of another kind does not approve a different reason', () => {
    expect(
      given()
        .when(report({ reason: 'duplicate', evidence: { bounce: { bouncedAt: 'x', smtpCode: 550, response: '' } } }))
        .map((e) => e.type),
    ).toEqual(['LeadReported']);
    expect(
      given()
        .when(report({ reason: 'wrong_place_or_service', evidence: { duplicateOf: 39 } }))
        .map((e) => e.type),
    ).toEqual(['LeadReported']);
  });
});

describe('the admin decides', () => {
  it('approves an open report', () => {
    expect(given(reported()).when({ type: 'ApproveReport', adminId, note: 'Confirmado por telefone.' })).toEqual([
      {
        type: 'LeadReportApproved',
        data: {
          reportId,
          demandId: 41,
          providerId,
          credits: 10,
          decidedBy: adminId,
          automatic: false,
          note: 'Confirmado por telefone.',
        },
      },
    ]);
  });

  it('approving again changes nothing (the refund happens once)', () => {
    const approved: LeadReportEvent = {
      type: 'LeadReportApproved',
      data: { reportId, demandId: 41, providerId, credits: 10, decidedBy: adminId, automatic: false, note: '' },
    };
    expect(given(reported(), approved).when({ type: 'ApproveReport', adminId, note: '' })).toEqual([]);
    expect(() => given(reported(), approved).when({ type: 'RefuseReport', adminId, note: 'Não.' })).toThrow(
      m.alreadyDecided,
    );
  });

  it('refuses with a note; a refused report cannot be approved', () => {
    expect(
      given(reported()).when({ type: 'RefuseReport', adminId, note: 'O solicitante confirmou o pedido.' }),
    ).toEqual([
      {
        type: 'LeadReportRefused',
        data: { reportId, demandId: 41, providerId, decidedBy: adminId, note: 'O solicitante confirmou o pedido.' },
      },
    ]);
    expect(() => given(reported()).when({ type: 'RefuseReport', adminId, note: '  ' })).toThrow(m.refuseNote);
    const refused: LeadReportEvent = {
      type: 'LeadReportRefused',
      data: { reportId, demandId: 41, providerId, decidedBy: adminId, note: 'Não.' },
    };
    expect(() => given(reported(), refused).when({ type: 'ApproveReport', adminId, note: '' })).toThrow(
      m.alreadyDecided,
    );
  });

  it('there is nothing to decide before a report', () => {
    expect(() => given().when({ type: 'ApproveReport', adminId, note: '' })).toThrow(m.reportNotFound);
    expect(() => given().when({ type: 'RefuseReport', adminId, note: 'x' })).toThrow(m.reportNotFound);
  });
});
