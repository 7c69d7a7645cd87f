import { z } from 'zod';

export const partnerIdSchema = z.string({ error: 'Parceiro inválido.' }).uuid({ error: 'Parceiro inválido.' });

/** `PUT /v1/admin/Parceiro` — spec §4: the screen adds to the current value and sends the total. */
export const updatePartnerRequest = z.object({
  id: partnerIdSchema,
  credits: z.coerce
    .number({ error: 'Você digitou algo que não é um numero.' })
    .int({ error: 'Você digitou algo que não é um numero.' })
    .min(0, { error: 'O saldo de créditos não pode ficar negativo.' })
    .max(10_000_000, { error: 'Valor acima do permitido.' }),
  status: z.boolean().optional(),
  reason: z.string().trim().max(300).optional(),
});
export type UpdatePartnerRequest = z.input<typeof updatePartnerRequest>;

export const partnerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Física' | 'Jurídica' | '' (details not given yet) */
  razao_social: z.string(),
  cpf: z.string(),
  credits: z.number().int(),
  status: z.boolean(),
  /** Reported an unusual share of its leads (docs/credits.md "Créditos de volta"). */
  reportsFlagged: z.boolean().optional(),
});
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;

export const partnerDetailSchema = z.object({
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
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;
export const partnerIdHeader = z.object({ id: partnerIdSchema });
export const partnerDeleteHeader = z.object({ parceiroid: partnerIdSchema });
