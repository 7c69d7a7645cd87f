import type { Router } from 'express';
import {
  INVOICE_NOT_FOUND,
  fiscalDataRequest,
  fiscalDataResponse,
  invoicePdfParams,
} from '@conectasst/common/api/invoicing';
import { DomainError } from '@conectasst/common/rules/domainError';
import { fiscalDataFromProviderDetails } from '@conectasst/common/rules/fiscalDataRules';
import { fiscalDataStream, invoiceStream } from '@conectasst/events/schemas/invoiceEvents';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { sandboxInvoicePdf } from '@conectasst/platform/invoicing/sandboxInvoicing';
import { orderDecider } from '../checkout/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, decide, messageResponses, route } from '../infrastructure/commandRoutes';
import { invoiceDecider } from './businessLogic';
import { fiscalDataDecider, fiscalDataOf } from './fiscalData';
import { invoiceOrderOf } from './invoiceWiring';

const declare = commandRoutes({ tags: ['Créditos e pagamentos'], access: 'provider' });

export const fiscalDataRoute = declare.get(
  '/v1/fiscal-data',
  'Dados fiscais do parceiro para a NFS-e (null: ainda não informados — o checkout os pede) e os valores iniciais do formulário, a partir do cadastro',
  {
    responses: { 200: { description: 'Dados fiscais', schema: fiscalDataResponse } },
  },
);
export const saveFiscalDataRoute = declare.put(
  '/v1/fiscal-data',
  'Informa os dados fiscais da NFS-e (CPF/CNPJ, nome ou razão social, endereço, inscrição municipal quando houver): pedidos uma vez, antes da primeira compra; valem para as notas seguintes',
  {
    body: fiscalDataRequest,
    responses: messageResponses('Dados fiscais salvos', { 422: 'CPF/CNPJ, CEP ou UF inválidos' }),
  },
);
export const invoicePdfRoute = declare.get(
  '/v1/orders/:orderId/nfse',
  'O PDF da NFS-e de um pedido, para o parceiro que comprou (uma nota cancelada traz "CANCELADA")',
  {
    params: invoicePdfParams,
    responses: {
      200: { description: 'O PDF (application/pdf, como anexo)' },
      404: { description: 'Pedido sem nota emitida, ou de outro parceiro' },
    },
  },
);

/** The provider's fiscal data (asked before the first purchase) and the note's PDF (docs/invoicing.md, ADR 0171). */
export function invoicingCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(fiscalDataRoute, async ({ user }) => {
      const [fiscalData, details] = await Promise.all([
        fiscalDataOf(deps.commands, user.id),
        deps.lookups.providerFiscalDetails(user.id),
      ]);
      const prefill = fiscalData ?? fiscalDataFromProviderDetails(details ?? {});
      return { body: { data: { fiscalData: fiscalData ?? null, prefill } } };
    }),
    route(saveFiscalDataRoute, async (ctx) => {
      const providerId = ctx.user.id;
      const result = await decide(deps, ctx, fiscalDataStream(providerId), fiscalDataDecider, {
        type: 'ProvideFiscalData',
        providerId,
        fiscalData: ctx.body,
      });
      return answer('Dados fiscais salvos. Eles vão nas notas fiscais das suas compras.', result);
    }),
    route(invoicePdfRoute, async ({ params, user }) => {
      const { orderId } = params;
      // Another provider's order answers like a missing one: nothing tells that it exists.
      const order = await deps.commands.load(orderStream(orderId), orderDecider);
      if (order.state.status === 'none' || order.state.providerId !== user.id)
        throw new DomainError('not_found', INVOICE_NOT_FOUND);
      const { state: note } = await deps.commands.load(invoiceStream(orderId), invoiceDecider);
      if (
        note.issuedNotes === 0 ||
        !(note.status === 'issued' || note.status === 'cancelled' || note.status === 'cancelling')
      )
        throw new DomainError('not_found', INVOICE_NOT_FOUND);
      const pdf =
        (await deps.invoicing.pdf(note.reference)) ??
        (deps.invoicing.name === 'sandbox' ? await sandboxPdfAgain(deps, orderId, note) : undefined);
      if (!pdf) throw new DomainError('not_found', INVOICE_NOT_FOUND);
      return {
        body: Buffer.from(pdf),
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition': `attachment; filename="nfse-pedido-${orderId}.pdf"`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      };
    }),
  ]);
}

/** The sandbox keeps its notes in memory: after a restart its receipt is drawn again from the log (same number and code). */
async function sandboxPdfAgain(
  deps: CommandDeps,
  orderId: number,
  note: {
    reference: string;
    amountCents: number;
    status: string;
    issued?: { number: string; verificationCode: string; issuedAt: string };
  },
) {
  const order = await invoiceOrderOf(deps, orderId);
  if (!order?.customer || !note.issued) return undefined;
  const request = {
    reference: note.reference,
    orderId,
    description: order.description,
    amountCents: note.amountCents,
    customer: order.customer,
    renderedAt: order.paidAt,
  };
  return sandboxInvoicePdf({
    request,
    ...note.issued,
    ...(note.status === 'issued' ? {} : { cancelledAt: deps.now().toISOString(), cancelReason: 'nota cancelada' }),
  });
}
