import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { LEGAL_KINDS } from '../web/legalDocuments';

export const LEGAL_TITLE_MAX = 150;
export const LEGAL_BODY_MAX = 100_000;

export const legalMessages = {
  unknownKind: 'Documento inválido: use termos-de-uso ou politica-de-privacidade.',
  notFound: 'Documento ainda não publicado.',
  title: `Informe o título (até ${LEGAL_TITLE_MAX} caracteres).`,
  body: `Informe o texto (até ${LEGAL_BODY_MAX.toLocaleString('pt-BR')} caracteres).`,
  published: (version: number) => `Versão ${version} publicada.`,
  unchanged: 'Nada mudou: o texto já é o da versão em vigor.',
  accepted: 'Aceite registrado.',
  outdated:
    'Uma nova versão dos Termos de Uso ou da Política de Privacidade foi publicada. Leia e aceite a versão em vigor.',
  notPublished: 'Os Termos de Uso e a Política de Privacidade ainda não foram publicados.',
} as const;

/** `/v1/legal/{kind}` — `termos-de-uso` or `politica-de-privacidade`. */
export const legalKindParams = z.object({
  kind: z.enum(LEGAL_KINDS as [string, ...string[]], { error: legalMessages.unknownKind }),
});

/** The version in force of a legal text: its number and date (`publishedAt`, ISO) are what an acceptance records. */
export const legalDocumentSchema = z.object({
  kind: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type LegalDocumentView = z.infer<typeof legalDocumentSchema>;

/** `PUT /v1/legal/{kind}` (admin, CMS): a changed text publishes the next version. */
export const publishLegalRequest = z.object({
  title: requiredText(legalMessages.title, LEGAL_TITLE_MAX),
  body: requiredText(legalMessages.body, LEGAL_BODY_MAX),
});
export type PublishLegalRequest = z.input<typeof publishLegalRequest>;

/** `POST /v1/legal/accept` (provider): the versions the provider read and accepted (must be the ones in force). */
export const acceptLegalRequest = z.object({
  termsVersion: z.number().int().positive(),
  privacyVersion: z.number().int().positive(),
});
export type AcceptLegalRequest = z.infer<typeof acceptLegalRequest>;

/** `GET /v1/legal/acceptance` (provider): the versions in force, the last accepted, and whether to ask again. */
export const legalAcceptanceSchema = z.object({
  current: z.object({ termsVersion: z.number().int(), privacyVersion: z.number().int() }).nullable(),
  accepted: z
    .object({ termsVersion: z.number().int(), privacyVersion: z.number().int(), acceptedAt: z.string() })
    .nullable(),
  pending: z.boolean(),
});
export type LegalAcceptanceView = z.infer<typeof legalAcceptanceSchema>;
