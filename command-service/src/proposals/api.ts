import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import {
  acceptProposalBody,
  markSeatStageBody,
  sendProposalBody,
  storedPdfSchema,
} from '@conectasst/common/api/proposals';
import { DomainError } from '@conectasst/common/rules/domainError';
import { PROPOSAL_PDF_MAX_BYTES, looksLikePdf, proposalMessages as m } from '@conectasst/common/rules/proposalRules';
import { credentialLabel } from '@conectasst/common/rules/trustRules';
import { IdempotencyConflict, WrongExpectedRevision } from '@conectasst/events/errors';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { proposalStream } from '@conectasst/events/schemas/proposalEvents';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { HttpError } from '@conectasst/platform/http/httpError';
import { mountRoute } from '@conectasst/platform/http/route';
import { credentialsDecider } from '../credentials/businessLogic';
import { demandDecider } from '../demands/businessLogic';
import type { DemandState } from '../demands/businessLogic';
import { linkedDemandId } from '../demands/requesterLinks';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import type { DecisionPart } from '../infrastructure/commandHandler';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  messageResponses,
  route,
} from '../infrastructure/commandRoutes';
import { reviewsDecider } from '../reviews/businessLogic';
import { decideAcceptance, proposalDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Propostas'], access: 'provider' });

export const uploadProposalPdfRoute = declare.post(
  '/v1/parceiro/propostas/anexo',
  'O parceiro envia o PDF de uma proposta (corpo: os bytes do arquivo, Content-Type application/pdf; até 5 MB, conferido pelos primeiros bytes %PDF-). Guardado fora do log de eventos; a resposta traz o SHA-256 a citar na proposta',
  {
    responses: createdResponses(
      'PDF guardado',
      { 413: 'Maior que 5 MB', 415: 'Não é um PDF', 422: 'Sem arquivo, ou limite de armazenamento atingido' },
      storedPdfSchema,
    ),
  },
);
export const sendProposalRoute = declare.post(
  '/v1/parceiro/propostas',
  'O parceiro que ocupa uma vaga envia (ou revisa, até ser aceita) a sua proposta: preço (valor ou faixa, em centavos), condições, escopo, prazo, validade, o responsável técnico entre os seus registros verificados, observações e o PDF opcional',
  {
    body: sendProposalBody,
    responses: createdResponses('Proposta enviada (ou revisada)', {
      403: 'Sem vaga nesta demanda',
      404: 'Demanda não encontrada',
      409: 'Proposta já aceita ou contratação registrada',
      422: 'Fora das regras',
    }),
  },
);
export const markSeatStageRoute = declare.post(
  '/v1/parceiro/propostas/etapa',
  "O parceiro marca a etapa da vaga em 'Demandas Inscritas': nova ou contato feito",
  {
    body: markSeatStageBody,
    responses: messageResponses('Etapa atualizada', { 403: 'Sem vaga nesta demanda', 404: 'Demanda não encontrada' }),
  },
);
export const acceptProposalRoute = declare.post(
  '/v1/minha-demanda/propostas/aceitar',
  "O solicitante, pelo link assinado, aceita a proposta de um parceiro: numa só decisão registra a contratação (a mesma de 'Já contratei') e encerra a demanda; o parceiro escolhido e os demais são avisados por e-mail",
  {
    access: 'public',
    body: acceptProposalBody,
    responses: messageResponses('Proposta aceita', {
      403: 'Link inválido ou o parceiro é o próprio solicitante',
      404: 'Demanda ou proposta não encontrada',
      409: 'Contratação já registrada, proposta revisada ou vencida',
      410: 'Link expirado',
    }),
  },
);

/** The demand a provider acts on: unknown, deleted or unpublished demands are as unknown to it as to anyone. */
async function visibleDemand(deps: CommandDeps, demandId: number): Promise<DemandState> {
  const demand = (await deps.commands.load(demandStream(demandId), demandDecider)).state;
  if (demand.status === 'none' || demand.status === 'deleted' || !demand.published)
    throw new DomainError('not_found', m.demandNotFound);
  return demand;
}

/** Proposals are still taken while the demand is open, or closed only by its calendar or its 5th seat. */
const openToProposals = (demand: DemandState) =>
  demand.status === 'open' ||
  (demand.status === 'closed' && ['full', 'deadline', 'expired'].includes(demand.closeReason ?? ''));

/** The provider's registries verified now, from its own stream (not a read model): the only signatories it may name. */
async function verifiedRegistries(deps: CommandDeps, providerId: string) {
  const { credentials } = (await deps.commands.load(credentialsStream(providerId), credentialsDecider)).state;
  return [...credentials.entries()]
    .filter(([, c]) => c.status === 'verified' && c.number !== null)
    .map(([credentialId, c]) => ({
      credentialId,
      label: credentialLabel({ kind: c.kind, otherName: c.otherName, number: c.number, uf: c.uf, rqe: c.rqe }),
    }));
}

/** `express.raw` for the PDF, its size refusal in Portuguese (the API's 100 kB JSON limit does not apply to it). */
const pdfBody = (req: Request, res: Response, next: NextFunction) =>
  express.raw({ type: () => true, limit: PROPOSAL_PDF_MAX_BYTES })(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large')
      return next(new HttpError(413, m.pdfTooLarge));
    next(error);
  });

/** The demand's title (its DemandFiled, decoded), for the e-mails. */
async function demandTitle(deps: CommandDeps, demandId: number): Promise<string> {
  const filed = (await deps.catalogue.decodeMany(await deps.store.read(demandStream(demandId)))).find(
    (e) => e.type === 'DemandFiled',
  );
  return String((filed?.data as { title?: unknown } | undefined)?.title ?? '');
}

/** Conflicts among accepts of one demand: each means another writer succeeded, so a few are enough. */
const MAX_ACCEPT_ATTEMPTS = 30;

/** Proposals (docs/proposals.md, ADR 0163). */
export function proposalsCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(
    router,
    uploadProposalPdfRoute,
    async (ctx) => {
      const bytes = ctx.req.body as unknown;
      // The document declares no JSON body for the bytes, so their absence is a rule it cannot state: 422 (ADR 0114).
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(422, m.pdfMissing);
      if (!looksLikePdf(bytes)) throw new HttpError(415, m.pdfNotPdf);
      const stored = await deps.attachments.store(ctx.user.id, bytes);
      if (stored === 'quota') throw new DomainError('invalid', m.pdfQuota);
      return { status: 201, body: { message: m.pdfStored, data: stored } };
    },
    deps.route,
    { guards: [pdfBody] },
  );
  router.use(
    commandRouter(deps.route, [
      route(sendProposalRoute, async (ctx) => {
        const providerId = ctx.user.id;
        const { demandId, credentialId, pdf, ...fields } = ctx.body;
        const demand = await visibleDemand(deps, demandId);
        const [reviews, verified, pdfSize] = await Promise.all([
          deps.commands.load(reviewsStream(demandId), reviewsDecider),
          verifiedRegistries(deps, providerId),
          pdf ? deps.attachments.sizeOf(providerId, pdf.sha256) : Promise.resolve(undefined),
        ]);
        if (pdf && pdfSize === undefined) throw new DomainError('invalid', m.pdfUnknown);
        const command = {
          type: 'SendProposal' as const,
          demandId,
          providerId,
          now: deps.now().toISOString(),
          seatHeld: demand.subscribers.includes(providerId),
          demandOpenToProposals: openToProposals(demand),
          hired: reviews.state.hired,
          verified,
          proposal: {
            ...fields,
            credentialId,
            pdf: pdf ? { sha256: pdf.sha256, name: pdf.name, size: pdfSize! } : null,
          },
        };
        const result = await decide(deps, ctx, proposalStream(demandId, providerId), proposalDecider, command);
        return answer(result.state.revision > 1 ? m.revisedByYou : m.sent, result, 201);
      }),
      route(markSeatStageRoute, async (ctx) => {
        const providerId = ctx.user.id;
        const demand = await visibleDemand(deps, ctx.body.demandId);
        const command = {
          type: 'MarkSeatStage' as const,
          demandId: ctx.body.demandId,
          providerId,
          seatHeld: demand.subscribers.includes(providerId),
          stage: ctx.body.stage,
        };
        return answer(
          m.stageSet,
          await decide(deps, ctx, proposalStream(ctx.body.demandId, providerId), proposalDecider, command),
        );
      }),
      route(acceptProposalRoute, async (ctx) => {
        const { token, providerId, revision } = ctx.body;
        const demandId = await linkedDemandId(deps, token, deps.now());
        const provider = await deps.lookups.providerIdentity(providerId);
        const streams = {
          demand: demandStream(demandId),
          reviews: reviewsStream(demandId),
          proposal: proposalStream(demandId, providerId),
        };
        for (let attempt = 1; ; attempt++) {
          const [demand, reviews, proposal] = await Promise.all([
            deps.commands.load(streams.demand, demandDecider),
            deps.commands.load(streams.reviews, reviewsDecider),
            deps.commands.load(streams.proposal, proposalDecider),
          ]);
          // A copy of an accept that was written (a retry, a double click): the same answer, nothing more.
          if (proposal.state.accepted && reviews.state.hired === providerId) return answer(m.accepted);
          const e = demand.state.edited;
          const requester = {
            email: e.requesterEmail ?? '',
            phone: e.requesterPhone ?? '',
            name: `${e.requesterName ?? ''} ${e.requesterSurname ?? ''}`,
            company: e.corporateName ?? '',
          };
          const decision = decideAcceptance({
            demandId,
            providerId,
            revision,
            now: deps.now().toISOString(),
            demand: demand.state,
            reviews: reviews.state,
            proposal: proposal.state,
            requester,
            provider,
          });
          try {
            // One append over the three streams, each at the revision it was decided on (ADR 0119): all or nothing.
            const appended = await deps.commands.appendDecision(
              [
                { streamId: streams.demand, folded: demand, decider: demandDecider, events: decision.demand },
                { streamId: streams.reviews, folded: reviews, decider: reviewsDecider, events: decision.reviews },
                { streamId: streams.proposal, folded: proposal, decider: proposalDecider, events: decision.proposal },
              ] as DecisionPart[],
              metadataFor(undefined, ctx.idempotencyKey),
            );
            if (!appended.alreadyAppended) await tellProviders(deps, demandId, providerId, demand.state.subscribers);
            return answer(m.accepted, appended);
          } catch (error) {
            const conflict = error instanceof WrongExpectedRevision || error instanceof IdempotencyConflict;
            if (!conflict || attempt >= MAX_ACCEPT_ATTEMPTS) throw error;
            deps.commands.forget(error.streamId, demandDecider);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, attempt * 2)));
          }
        }
      }),
    ]),
  );
  return router;
}

/**
 * The chosen provider is told its proposal was accepted; every other seat holder that it was not selected. Sent after
 * the decision is written (a failed e-mail does not undo the hire; a crash between the two loses the e-mails — ADR 0163).
 */
async function tellProviders(
  deps: CommandDeps,
  demandId: number,
  chosen: string,
  seats: readonly string[],
): Promise<void> {
  const title = await demandTitle(deps, demandId);
  const base = deps.config.publicUrl;
  for (const providerId of seats) {
    try {
      const to = await deps.lookups.accountEmail(providerId);
      if (!to) continue;
      const won = providerId === chosen;
      await deps.mailer.send(
        won
          ? {
              to,
              subject: `ConectaSST: sua proposta para o pedido nº ${demandId} foi aceita`,
              text: `Boa notícia! O solicitante do pedido nº ${demandId} (${title}) aceitou a sua proposta.\n\nCombine os próximos passos com ele pelos contatos em "Demandas Inscritas": ${base}/demandasinscritas\n\nEquipe ConectaSST`,
            }
          : {
              to,
              subject: `ConectaSST: o pedido nº ${demandId} foi fechado com outro parceiro`,
              text: `O solicitante do pedido nº ${demandId} (${title}) escolheu outra proposta desta vez. Obrigado por participar.\n\nNovas demandas da sua região aparecem em "Demandas Abertas": ${base}/dashboard\n\nEquipe ConectaSST`,
            },
      );
    } catch {
      // The hire stands; the e-mail is a courtesy (the stage in "Demandas Inscritas" says the same).
    }
  }
}
