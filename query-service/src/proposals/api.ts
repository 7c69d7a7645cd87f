import type { Router } from 'express';
import { requesterTokenParams } from '@conectasst/common/api/demands';
import {
  myProposalSchema,
  proposalDemandParams,
  requesterProposalPdfParams,
  requesterProposalsSchema,
  seatStagesSchema,
} from '@conectasst/common/api/proposals';
import type { ComparedProposal, MyProposal } from '@conectasst/common/api/proposals';
import { partnerSlug } from '@conectasst/common/api/reviews';
import {
  PROPOSAL_PDF_MAX_BYTES,
  PROPOSAL_PDF_TOTAL_MAX_BYTES,
  proposalMessages as m,
} from '@conectasst/common/rules/proposalRules';
import { ProposalAttachments } from '@conectasst/platform/attachments/proposalAttachments';
import { HttpError } from '@conectasst/platform/http/httpError';
import { visibleRatingsOf } from '@conectasst/projections/reviews/reviewsQueries';
import {
  hiredOn,
  latestPdfOf,
  latestProposalsOf,
  revisionOf,
  revisionsOf,
  seatStagesOf,
} from '@conectasst/projections/proposals/proposalsQueries';
import { seatHolders } from '@conectasst/projections/subscriptions/subscriptionsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { demandIdFromLink } from '../demands/requesterPage';
import { bodyResponse, data, dataResponse, queryRouter, queryRoutes, signedLinkRefusals } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Propostas'] });
const linkErrors = signedLinkRefusals('Demanda ou anexo não encontrado');
const pdfResponse = { 200: { description: 'O PDF (application/pdf, como anexo)' } };

export const requesterProposalsRoute = declare.get(
  '/v1/minha-demanda/:token/propostas',
  'O solicitante compara as propostas (a versão mais recente de cada parceiro inscrito), pelo link assinado',
  {
    access: 'public',
    params: requesterTokenParams,
    responses: { 200: { description: 'As propostas', schema: requesterProposalsSchema }, ...linkErrors },
  },
);
export const requesterProposalPdfRoute = declare.get(
  '/v1/minha-demanda/:token/propostas/:providerId/anexo',
  'O PDF da proposta de um parceiro, para o solicitante (pelo link assinado)',
  {
    access: 'public',
    params: requesterProposalPdfParams,
    responses: { ...pdfResponse, ...linkErrors },
  },
);
export const mySeatStagesRoute = declare.get(
  '/v1/parceiro/propostas',
  "A etapa de cada vaga do parceiro em 'Demandas Inscritas' (nova, contato feito, proposta enviada, ganha, perdida)",
  {
    access: 'provider',
    responses: bodyResponse('Etapas', seatStagesSchema),
  },
);
export const myProposalRoute = declare.get(
  '/v1/parceiro/propostas/:demandId',
  'A proposta do próprio parceiro numa demanda em que ocupa vaga, com o histórico de revisões e a etapa',
  {
    access: 'provider',
    params: proposalDemandParams,
    responses: { ...dataResponse('A proposta', myProposalSchema), 404: { description: 'Sem vaga nesta demanda' } },
  },
);
export const myProposalPdfRoute = declare.get(
  '/v1/parceiro/propostas/:demandId/anexo',
  'O PDF da proposta, para o seu autor',
  {
    access: 'provider',
    params: proposalDemandParams,
    responses: { ...pdfResponse, 404: { description: 'Sem anexo' } },
  },
);

/** Proposals as the requester compares them and as their author reads them (docs/proposals.md, ADR 0163). */
export function proposalsQueryRouter(deps: QueryDeps): Router {
  const attachments = new ProposalAttachments(deps.pool, {
    maxBytes: PROPOSAL_PDF_MAX_BYTES,
    maxTotalBytes: PROPOSAL_PDF_TOTAL_MAX_BYTES,
  });
  const servePdf = async (demandId: number, providerId: string) => {
    const pdf = await latestPdfOf(deps.pool, demandId, providerId);
    const bytes = pdf ? await attachments.read(providerId, pdf.sha256) : undefined;
    if (!pdf || !bytes) throw new HttpError(404, m.attachmentNotFound);
    const filename = pdf.name.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'proposta.pdf';
    return {
      body: bytes,
      contentType: 'application/pdf',
      headers: {
        'Content-Disposition': `attachment; filename="${filename}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    };
  };
  return queryRouter(deps)
    .add(requesterProposalsRoute, async ({ params }) => {
      const demandId = await demandIdFromLink(params.token, deps, nowOf(deps));
      const [rows, seats, hired] = await Promise.all([
        latestProposalsOf(deps.pool, demandId),
        seatHolders(deps.pool, demandId),
        hiredOn(deps.pool, demandId),
      ]);
      // Only the providers holding a seat now: a proposal of a seat given back is not compared.
      const seatOf = new Map(seats.map((s) => [s.id, s]));
      const shown = rows.filter((r) => seatOf.has(r.provider_id));
      const ratings = await visibleRatingsOf(
        deps.pool,
        shown.map((r) => r.provider_id),
      );
      const proposals: ComparedProposal[] = shown.map((r) => {
        const p = seatOf.get(r.provider_id)!;
        const name = p.fantasy_name || p.corporate_name || [p.name, p.surname].filter(Boolean).join(' ') || 'Parceiro';
        return {
          ...revisionOf(r),
          providerId: r.provider_id,
          providerName: name,
          profilePath: `/parceiros/${partnerSlug(name, r.provider_id)}`,
          rating: ratings.get(r.provider_id) ?? { average: null, count: 0 },
          answeredInHours: r.answered_in_hours,
          accepted: r.accepted,
          pdfPath: r.pdf_sha256 ? `/v1/minha-demanda/${params.token}/propostas/${r.provider_id}/anexo` : null,
        };
      });
      return { body: { data: proposals, hired: hired ?? null } };
    })
    .add(requesterProposalPdfRoute, async ({ params }) => {
      const demandId = await demandIdFromLink(params.token, deps, nowOf(deps));
      // Only a seat holder's proposal, as the comparison shows.
      if (!(await seatHolders(deps.pool, demandId)).some((s) => s.id === params.providerId))
        throw new HttpError(404, m.attachmentNotFound);
      return servePdf(demandId, params.providerId);
    })
    .add(mySeatStagesRoute, async ({ user }) => {
      const rows = await seatStagesOf(deps.pool, user.id);
      return {
        body: {
          data: rows.map((r) => ({
            demandId: r.demand_id,
            stage: r.stage,
            revision: r.revision,
            preferredChannel: r.preferred_channel,
          })),
        },
      };
    })
    .add(myProposalRoute, async ({ user, params }) => {
      // Only the author's own proposal: another provider's is as unknown as a missing one.
      const [seat] = await seatStagesOf(deps.pool, user.id, params.demandId);
      if (!seat) throw new HttpError(404, m.notSeatHolder);
      const revisions = await revisionsOf(deps.pool, params.demandId, user.id);
      const mine: MyProposal = {
        demandId: params.demandId,
        stage: seat.stage,
        accepted: seat.accepted,
        revisions: revisions.map(revisionOf),
      };
      return data(mine);
    })
    .add(myProposalPdfRoute, ({ user, params }) => servePdf(params.demandId, user.id)).router;
}
