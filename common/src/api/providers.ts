import { z } from 'zod';
import { UNSTATABLE } from '../rules/textRules';
import { pageQuery } from './ids';

export const providerIdSchema = z.string({ error: 'Parceiro inválido.' }).uuid({ error: 'Parceiro inválido.' });

const NOT_A_NUMBER = 'Você digitou algo que não é um numero.';
const wholeNumber = () => z.coerce.number({ error: NOT_A_NUMBER }).int({ error: NOT_A_NUMBER });

/** 409 of `PUT /v1/admin/Parceiro` when the wallet moved after the admin's screen loaded it (ADR 0111). */
export const PROVIDER_BALANCE_CHANGED = 'O saldo do parceiro mudou. Recarregue a página.';

/**
 * `PUT /v1/admin/Parceiro` (ADR 0111, 0158). A credit change the admin screen makes is a delta checked against the
 * balance the admin saw: the screen sends `delta` (credits added, negative to take away) with `balanceSeen`; the spec's
 * `credits` (the new total) with `balanceSeen` is read as `credits − balanceSeen`. Either way a wallet that moved since
 * the screen loaded it (a purchase, a spend, a reversal) answers 409 instead of being overwritten. The spec's own call,
 * `credits` without `balanceSeen`, sets the total as sent: recorded as set without the check, with the admin who did
 * it (ADR 0158). A `delta` always needs `balanceSeen`. A save without `delta`/`credits` changes the status only and
 * never touches credits.
 */
export const updateProviderRequest = z
  .object({
    id: providerIdSchema,
    delta: wholeNumber()
      .min(-10_000_000, { error: 'Valor acima do permitido.' })
      .max(10_000_000, { error: 'Valor acima do permitido.' })
      .optional(),
    credits: wholeNumber()
      .min(0, { error: 'O saldo de créditos não pode ficar negativo.' })
      .max(10_000_000, { error: 'Valor acima do permitido.' })
      .optional(),
    balanceSeen: wholeNumber()
      .min(-10_000_000, { error: 'Valor acima do permitido.' })
      .max(10_000_000, { error: 'Valor acima do permitido.' })
      .optional(),
    status: z.boolean().optional(),
    reason: z.string().max(300).trim().optional(),
  })
  // Cross-field rules the OpenAPI document cannot state: 422, not 400 (ADR 0114).
  .superRefine((body, ctx) => {
    if (body.delta !== undefined && body.credits !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['credits'],
        message: 'Envie os créditos a somar (delta) ou o novo total (credits), não os dois.',
        params: UNSTATABLE,
      });
    } else if (body.delta !== undefined && body.balanceSeen === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['balanceSeen'],
        message: 'Informe o saldo exibido na tela (balanceSeen): o ajuste é conferido com ele.',
        params: UNSTATABLE,
      });
    }
  });
export type UpdateProviderRequest = z.input<typeof updateProviderRequest>;

export const providerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Física' | 'Jurídica' | '' (details not given yet) */
  razao_social: z.string(),
  cpf: z.string(),
  credits: z.number().int(),
  status: z.boolean(),
  /** Reported an unusual share of its leads (docs/credits.md "Créditos de volta"). */
  reportsFlagged: z.boolean().optional(),
  /** Average stars (one decimal) of its visible reviews, null without any (docs/reviews.md). */
  ratingAverage: z.number().nullable(),
  /** How many visible reviews it has (hidden ones do not count). */
  ratingCount: z.number().int(),
});
export type ProviderListItem = z.infer<typeof providerListItemSchema>;

/** Partners per page of `GET /v1/admin/partners`. */
export const PARTNERS_PAGE_SIZE = 10;

/**
 * `GET /v1/admin/partners?page=&name=&type=&document=` (ADR 0166): the partners list paged and filtered on the server —
 * Nome ignoring accents and case, Tipo de pessoa, CPF/CNPJ exact (punctuation ignored), as the screen's filters.
 */
export const partnersPageQuery = z.object({
  page: pageQuery,
  name: z.string().max(150, { error: 'Nome muito longo.' }).optional(),
  type: z.enum(['Física', 'Jurídica'], { error: 'Tipo de pessoa inválido.' }).optional(),
  document: z.string().max(30, { error: 'CPF/CNPJ inválido.' }).optional(),
});

export const providerDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeSocial: z.enum(['PF', 'PJ', '']),
  corporatename: z.string(),
  cnpj: z.string(),
  cpf: z.string(),
  credits: z.number().int(),
  status: z.boolean(),
  /** The partner's personal data was erased (LGPD): the name reads 'Dados removidos (LGPD)'. */
  erased: z.boolean().optional(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
export const providerIdHeader = z.object({ id: providerIdSchema });
export const providerDeleteHeader = z.object({ parceiroid: providerIdSchema });
