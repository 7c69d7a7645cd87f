import { HIRED_OTHER, reviewMessages as m, selfDealingMessages } from '@conectasst/common/rules/reviewRules';
import type { ProviderIdentity, RequesterIdentity } from '@conectasst/common/rules/reviewRules';
import type { ReviewCommand, ReviewEvent } from './businessLogic';
import { reviewsDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(reviewsDecider);

const demandId = 41;
const requesterId = '3f1c2b4a-6d5e-4f7a-8b9c-0d1e2f3a4b5c';
const seated = '5c3e9a1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const otherSeated = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const neverSeated = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const adminId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const reviewId = '0b6c3c52-7f0e-5d1a-9a0e-2f7b1f3c9d11';
const writtenAt = '2026-11-02T12:00:00.000Z';
const facts = { demandId, requesterId, subscribers: [seated, otherSeated] };
const comment = 'Atendimento rápido e PGR entregue no prazo.';
const flagReportId = '2c9d7e6f-5a4b-4c3d-9e2f-1a0b9c8d7e6f';
/** The demand's requester and the reviewed provider's account: nothing in common. */
const requester: RequesterIdentity = {
  email: 'maria@fabrica.com.br',
  phone: '31987654321',
  name: 'Maria Souza',
  company: 'Fábrica Horizonte Ltda',
};
const provider: ProviderIdentity = {
  emails: ['contato@sstminas.com.br'],
  phones: ['31999998888', '3132221111'],
  documents: ['11222333000181'],
  companies: ['SST Minas Consultoria Ltda', 'SST Minas'],
  names: ['João Pereira'],
};
const hire = (
  hired: string,
  over: { requester?: RequesterIdentity; provider?: ProviderIdentity | null } = {},
): ReviewCommand => ({
  type: 'RecordHire',
  hired,
  ...facts,
  requester,
  provider: hired === HIRED_OTHER ? null : provider,
  ...over,
});

const write = (over: Partial<Extract<ReviewCommand, { type: 'WriteReview' }>> = {}): ReviewCommand => ({
  type: 'WriteReview',
  reviewId,
  providerId: seated,
  stars: 5,
  comment,
  reviewerFirstName: 'Maria',
  city: 'Belo Horizonte',
  now: writtenAt,
  flagReportId,
  ...facts,
  requester,
  provider,
  ...over,
});
const edit = (over: Partial<Extract<ReviewCommand, { type: 'EditReview' }>> = {}): ReviewCommand => ({
  type: 'EditReview',
  providerId: seated,
  stars: 3,
  comment: 'Bom, mas atrasou a entrega do laudo.',
  now: '2026-11-10T12:00:00.000Z',
  ...facts,
  ...over,
});
const written: ReviewEvent = {
  type: 'ReviewWritten',
  data: {
    reviewId,
    demandId,
    providerId: seated,
    requesterId,
    stars: 5,
    comment,
    reviewerFirstName: 'Maria',
    city: 'Belo Horizonte',
    writtenAt,
  },
};
const replied: ReviewEvent = {
  type: 'ReviewReplied',
  data: { reviewId, demandId, providerId: seated, reply: 'Obrigado, Maria!' },
};
const hidden: ReviewEvent = {
  type: 'ReviewHidden',
  data: { reviewId, demandId, providerId: seated, adminId, reason: 'Ofensivo ao parceiro.' },
};

describe('writing a review', () => {
  it('the requester reviews a provider who held a seat: 1–5 stars and a comment', () => {
    expect(given().when(write())).toEqual([written]);
  });

  it('a provider who never held a seat on the demand cannot be reviewed', () => {
    expect(() => given().when(write({ providerId: neverSeated }))).toThrow(m.notSubscribed);
  });

  it('one review per provider per demand; another seated provider can still be reviewed', () => {
    expect(() => given(written).when(write())).toThrow(m.alreadyReviewed);
    expect(given(written).when(write({ providerId: otherSeated }))).toHaveLength(1);
  });

  it('stars are an integer from 1 to 5', () => {
    for (const stars of [0, 6, 3.5, Number.NaN]) expect(() => given().when(write({ stars }))).toThrow(m.stars);
    for (const stars of [1, 5]) expect(given().when(write({ stars }))).toHaveLength(1);
  });

  it('the comment has 10 to 1000 characters, counted without the surrounding spaces', () => {
    expect(() => given().when(write({ comment: '   curto    ' }))).toThrow(m.commentTooShort);
    expect(() => given().when(write({ comment: 'x'.repeat(1001) }))).toThrow(m.commentTooLong);
    expect(given().when(write({ comment: `  ${'x'.repeat(1000)}  ` }))).toMatchObject([
      { data: { comment: 'x'.repeat(1000) } },
    ]);
  });
});

describe('editing a review', () => {
  it('is accepted for 14 days after it was written', () => {
    expect(given(written).when(edit())).toEqual([
      {
        type: 'ReviewEdited',
        data: {
          reviewId,
          demandId,
          providerId: seated,
          requesterId,
          stars: 3,
          comment: 'Bom, mas atrasou a entrega do laudo.',
        },
      },
    ]);
    expect(given(written).when(edit({ now: '2026-11-16T12:00:00.000Z' }))).toHaveLength(1);
  });

  it('is refused after 14 days', () => {
    expect(() => given(written).when(edit({ now: '2026-11-16T12:00:00.001Z' }))).toThrow(m.editWindowOver);
  });

  it('needs a review to edit and keeps the same rules for stars and comment', () => {
    expect(() => given().when(edit())).toThrow(m.reviewNotFound);
    expect(() => given(written).when(edit({ stars: 9 }))).toThrow(m.stars);
    expect(() => given(written).when(edit({ comment: 'ruim' }))).toThrow(m.commentTooShort);
  });
});

describe("'Já contratei'", () => {
  it('records which subscribed provider was hired, or someone else', () => {
    expect(given().when(hire(seated))).toEqual([{ type: 'HireRecorded', data: { demandId, hired: seated } }]);
    expect(given().when(hire(HIRED_OTHER))).toEqual([{ type: 'HireRecorded', data: { demandId, hired: 'outro' } }]);
  });

  it('refuses a provider who did not subscribe to the demand', () => {
    expect(() => given().when(hire(neverSeated))).toThrow(m.hiredInvalid);
  });

  it('the same answer again changes nothing; a different one replaces it', () => {
    const hired: ReviewEvent = { type: 'HireRecorded', data: { demandId, hired: seated } };
    expect(given(hired).when(hire(seated))).toEqual([]);
    expect(given(hired).when(hire(otherSeated))).toEqual([
      { type: 'HireRecorded', data: { demandId, hired: otherSeated } },
    ]);
  });
});

describe('a provider cannot review himself (issue #33 item 4, ADR 0157)', () => {
  const own = (over: Partial<RequesterIdentity>): RequesterIdentity => ({ ...requester, ...over });

  it("the requester's e-mail is the provider's (case, spaces, a +tag, Gmail's dots): refused", () => {
    for (const email of [
      'contato@sstminas.com.br',
      '  CONTATO@SSTMinas.com.br ',
      'contato+orcamento@sstminas.com.br',
    ]) {
      expect(() => given().when(write({ requester: own({ email }) }))).toThrow(selfDealingMessages.review);
    }
    const gmail = { ...provider, emails: ['joao.pereira@gmail.com'] };
    expect(() =>
      given().when(write({ provider: gmail, requester: own({ email: 'JoaoPereira@googlemail.com' }) })),
    ).toThrow(selfDealingMessages.review);
  });

  it("the requester's phone (any punctuation, +55), the company's CNPJ written in the company field, or the company's name is the provider's: refused", () => {
    for (const over of [
      { phone: '(31) 99999-8888' },
      { phone: '+55 31 3222-1111' },
      { company: 'SST Minas (CNPJ 11.222.333/0001-81)' },
      { company: 'sst minas consultoria ltda.' },
      { company: 'SST MINAS - EIRELI' },
    ]) {
      expect(() => given().when(write({ requester: own(over) }))).toThrow(selfDealingMessages.review);
    }
  });

  it("'Já contratei' naming the provider himself is refused the same way; 'Outro' is not checked", () => {
    expect(() => given().when(hire(seated, { requester: own({ email: 'contato@sstminas.com.br' }) }))).toThrow(
      selfDealingMessages.hire,
    );
    expect(given().when(hire(HIRED_OTHER, { requester: own({ email: 'contato@sstminas.com.br' }) }))).toHaveLength(1);
  });

  it('the same full name, or the same company e-mail domain, is written and reported to the admins by the automatic check', () => {
    const events = given().when(write({ requester: own({ name: 'JOÃO  pereira', email: 'compras@sstminas.com.br' }) }));
    expect(events).toEqual([
      written,
      {
        type: 'ReviewReported',
        data: {
          reviewId,
          demandId,
          providerId: seated,
          reportId: flagReportId,
          by: 'system',
          reason:
            'Verificação automática: o nome de quem pediu o orçamento é o mesmo do parceiro avaliado; o e-mail de quem pediu o orçamento é do mesmo domínio que o do parceiro avaliado.',
        },
      },
    ]);
  });

  it('nothing in common, a shared webmail domain, a first name alone, a short company name or empty fields: written, not flagged', () => {
    expect(given().when(write())).toEqual([written]);
    const webmail = { ...provider, emails: ['joao@gmail.com'], companies: ['ME'], names: ['João'] };
    expect(
      given().when(
        write({ provider: webmail, requester: own({ email: 'maria@gmail.com', name: 'João', company: 'M.E.' }) }),
      ),
    ).toEqual([written]);
    const empty: ProviderIdentity = { emails: [], phones: [], documents: [], companies: [], names: [] };
    expect(
      given().when(write({ provider: empty, requester: { email: '', phone: '', name: '', company: '' } })),
    ).toEqual([written]);
  });
});

describe('the provider replies once', () => {
  it('replies to its review', () => {
    expect(given(written).when({ type: 'ReplyToReview', providerId: seated, reply: '  Obrigado, Maria!  ' })).toEqual([
      replied,
    ]);
  });

  it('a second reply is refused', () => {
    expect(() => given(written, replied).when({ type: 'ReplyToReview', providerId: seated, reply: 'De novo' })).toThrow(
      m.alreadyReplied,
    );
  });

  it('an empty or too long reply is refused, and there is nothing to reply to without a review', () => {
    expect(() => given(written).when({ type: 'ReplyToReview', providerId: seated, reply: '   ' })).toThrow(
      m.replyEmpty,
    );
    expect(() => given(written).when({ type: 'ReplyToReview', providerId: seated, reply: 'x'.repeat(1001) })).toThrow(
      m.replyTooLong,
    );
    expect(() => given(written).when({ type: 'ReplyToReview', providerId: otherSeated, reply: 'Obrigado' })).toThrow(
      m.reviewNotFound,
    );
  });
});

describe('reports and moderation', () => {
  const reportId = 'e3b0c442-98fc-4c14-9afb-f4c8996fb924';

  it('anyone reports a review with a reason', () => {
    expect(
      given(written).when({
        type: 'ReportReview',
        providerId: seated,
        reportId,
        by: 'public',
        reason: 'Comentário falso.',
      }),
    ).toEqual([
      {
        type: 'ReviewReported',
        data: { reviewId, demandId, providerId: seated, reportId, by: 'public', reason: 'Comentário falso.' },
      },
    ]);
    expect(() =>
      given(written).when({ type: 'ReportReview', providerId: seated, reportId, by: 'provider', reason: 'ruim' }),
    ).toThrow(m.reasonTooShort);
  });

  it('an admin hides a review with a reason, and cannot hide it twice', () => {
    expect(
      given(written).when({ type: 'HideReview', providerId: seated, adminId, reason: 'Ofensivo ao parceiro.' }),
    ).toEqual([hidden]);
    expect(() =>
      given(written, hidden).when({ type: 'HideReview', providerId: seated, adminId, reason: 'Ofensivo ao parceiro.' }),
    ).toThrow(m.alreadyHidden);
    expect(() => given(written).when({ type: 'HideReview', providerId: seated, adminId, reason: '' })).toThrow(
      m.reasonTooShort,
    );
  });

  it('an admin restores a hidden review with a reason; a visible one cannot be restored', () => {
    expect(
      given(written, hidden).when({
        type: 'RestoreReview',
        providerId: seated,
        adminId,
        reason: 'Revisado: comentário legítimo.',
      }),
    ).toEqual([
      {
        type: 'ReviewRestored',
        data: { reviewId, demandId, providerId: seated, adminId, reason: 'Revisado: comentário legítimo.' },
      },
    ]);
    expect(() =>
      given(written).when({
        type: 'RestoreReview',
        providerId: seated,
        adminId,
        reason: 'Revisado: comentário legítimo.',
      }),
    ).toThrow(m.notHidden);
  });
});

describe('review request e-mails (issue #21 item 2)', () => {
  const claim = (reason: 'seat' | 'hired', now = '2026-11-09T12:00:00.000Z'): ReviewCommand => ({
    type: 'ClaimReviewRequest',
    demandId,
    reason,
    now,
  });
  const seatSent: ReviewEvent = {
    type: 'ReviewRequestSent',
    data: { demandId, reason: 'seat', sentAt: '2026-11-09T12:00:00.000Z' },
  };
  const hiredSent: ReviewEvent = {
    type: 'ReviewRequestSent',
    data: { demandId, reason: 'hired', sentAt: '2026-11-10T12:00:00.000Z' },
  };

  it('seven days after the first seat the scheduler claims one request e-mail', () => {
    expect(given().when(claim('seat'))).toEqual([seatSent]);
  });

  it('once per reason: a second claim of the same reason claims nothing (no e-mail, no error)', () => {
    expect(given(seatSent).when(claim('seat'))).toEqual([]);
    expect(given(hiredSent).when(claim('hired'))).toEqual([]);
  });

  it("'Já contratei' claims a second one; never more than two per demand", () => {
    expect(given(seatSent).when(claim('hired', '2026-11-10T12:00:00.000Z'))).toEqual([hiredSent]);
    expect(given(seatSent, hiredSent).when(claim('seat'))).toEqual([]);
    expect(given(seatSent, hiredSent).when(claim('hired'))).toEqual([]);
  });
});
