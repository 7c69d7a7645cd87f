import { lgpdRequestMessages as m } from '@conectasst/common/rules/lgpdRules';
import type { LgpdCommand, LgpdEvent } from './lgpdRequests';
import { lgpdRequestsDecider } from './lgpdRequests';
import { specify } from '../testing/deciderSpec';

const subjectId = '00000000-0000-4000-8000-0000000000aa';
const { given } = specify(lgpdRequestsDecider);
const now = '2026-11-27T12:00:00.000Z';
const receive = (
  kind: 'correction' | 'deletion',
  requestId = 'r1',
  details: string | null = 'Meu sobrenome é Souza, não Sousa.',
): LgpdCommand => ({
  type: 'ReceiveLgpdRequest',
  requestId,
  subjectId,
  subjectKind: 'requester',
  demandId: 7,
  kind,
  details,
  email: 'ana@malhas.com.br',
  now,
});
const received = (
  kind: 'correction' | 'deletion',
  requestId = 'r1',
  details: string | null = 'Meu sobrenome é Souza, não Sousa.',
): LgpdEvent => ({
  type: 'LgpdRequestReceived',
  data: {
    requestId,
    subjectId,
    subjectKind: 'requester',
    demandId: 7,
    kind,
    details,
    email: 'ana@malhas.com.br',
    receivedAt: now,
    dueAt: '2026-12-12T12:00:00.000Z',
  },
});
const started: LgpdEvent = { type: 'LgpdRequestStarted', data: { requestId: 'r1', subjectId, at: now } };
const answer = (outcome: 'done' | 'refused', reason: string | null = null): LgpdCommand => ({
  type: 'AnswerLgpdRequest',
  subjectId,
  requestId: 'r1',
  outcome,
  reason,
  now,
});

describe('LGPD requests of a data subject (issue 37 item 4, ADR 0167)', () => {
  it('a request is received with its legal deadline, 15 days later (LGPD art. 19 II); the same request again changes nothing', () => {
    expect(given().when(receive('correction'))).toEqual([received('correction')]);
    expect(given(received('correction')).when(receive('correction'))).toEqual([]);
    expect(given(received('correction')).state.requests.get('r1')).toEqual({ kind: 'correction', status: 'received' });
  });

  it('one open request of each kind: another one is refused until the first is answered; a deletion may come beside a correction', () => {
    expect(() => given(received('correction')).when(receive('correction', 'r2'))).toThrow(m.openAlready);
    expect(given(received('correction')).when(receive('deletion', 'r2', null))).toEqual([
      received('deletion', 'r2', null),
    ]);
    const answered: LgpdEvent = {
      type: 'LgpdRequestAnswered',
      data: { requestId: 'r1', subjectId, outcome: 'done', reason: null, at: now },
    };
    expect(given(received('correction'), answered).when(receive('correction', 'r2'))).toEqual([
      received('correction', 'r2'),
    ]);
  });

  it('a correction must say what to correct; a deletion needs no text', () => {
    expect(given().refusal(receive('correction', 'r1', '   ')).code).toBe('invalid');
    expect(() => given().when(receive('correction', 'r1', null))).toThrow(m.correctionNeedsDetails);
    expect(given().when(receive('deletion', 'r1', null))).toEqual([received('deletion', 'r1', null)]);
  });

  it('recebida → em andamento → atendida; starting twice changes nothing; an answered request cannot move again', () => {
    expect(given(received('correction')).when({ type: 'StartLgpdRequest', subjectId, requestId: 'r1', now })).toEqual([
      started,
    ]);
    expect(
      given(received('correction'), started).when({ type: 'StartLgpdRequest', subjectId, requestId: 'r1', now }),
    ).toEqual([]);
    const done: LgpdEvent = {
      type: 'LgpdRequestAnswered',
      data: { requestId: 'r1', subjectId, outcome: 'done', reason: null, at: now },
    };
    expect(given(received('correction'), started).when(answer('done'))).toEqual([done]);
    expect(given(received('correction'), started, done).state.requests.get('r1')!.status).toBe('done');
    expect(() => given(received('correction'), done).when(answer('refused', 'Motivo qualquer aqui.'))).toThrow(
      m.alreadyAnswered,
    );
    expect(() =>
      given(received('correction'), done).when({ type: 'StartLgpdRequest', subjectId, requestId: 'r1', now }),
    ).toThrow(m.alreadyAnswered);
  });

  it('recusada needs a reason; an unknown request is not found', () => {
    expect(() => given(received('deletion', 'r1', null)).when(answer('refused', 'curto'))).toThrow(
      m.refusalNeedsReason,
    );
    expect(
      given(received('deletion', 'r1', null)).when(
        answer('refused', '  Há obrigação legal de guardar as notas fiscais.  '),
      ),
    ).toEqual([
      {
        type: 'LgpdRequestAnswered',
        data: {
          requestId: 'r1',
          subjectId,
          outcome: 'refused',
          reason: 'Há obrigação legal de guardar as notas fiscais.',
          at: now,
        },
      },
    ]);
    expect(given().refusal(answer('done')).code).toBe('not_found');
  });
});
