import { z } from 'zod';
import { requiredText, UNSTATABLE } from './textRules';
import type { CredentialKindCode, RegistrySpeciality } from './trustRules';
import { CREDENTIAL_KINDS, REGISTRY_SPECIALITIES, registrySpecialities, specialityMessages } from './trustRules';

/**
 * "Quem pode assinar" (issue 38 item 2, ADR 0169): which verified professional registries may sign a catalogue
 * service's document, with the legal source. Catalogue data the admin edits (event `ServiceSigningRuleSet`); a service
 * without a rule may be signed by any provider.
 */
export interface SignerRequirement {
  /** The council of the registry (a credential of that kind, verified by an admin). */
  kind: CredentialKindCode;
  /** The speciality, as the refusal and the landing page name the professional: "médico do trabalho". */
  professional: string;
  /** The registry must carry an RQE (CRM: the speciality registered with the council). */
  requiresRqe: boolean;
  /** The registry must carry this speciality, confirmed by the admin (ADR 0177): a CREA of a "engenheiro de segurança do trabalho". */
  speciality?: RegistrySpeciality;
}

export interface SigningRule {
  /** Any one of these may sign. */
  signers: SignerRequirement[];
  /** The legal source, as the landing page quotes it: "Lei 8.213/1991, art. 58, § 1º". */
  source: string;
}

/** Longest legal source of a "quem pode assinar" rule (the NR item that says who signs). */
export const SIGNING_SOURCE_MAX = 200;

export const signingMessages = {
  professionalRequired: 'Informe o profissional que pode assinar (ex.: médico do trabalho).',
  signersRequired: 'Informe ao menos um registro que pode assinar.',
  sourceRequired: 'Informe a fonte legal de quem pode assinar (ex.: Lei 8.213/1991, art. 58, § 1º).',
  tooLong: 'Texto longo demais.',
};

/** The admin's "Quem pode assinar" as the service form sends it (`null` = anyone may sign). */
export const signingRuleSchema = z.object({
  signers: z
    .array(
      z
        .object({
          kind: z.enum(CREDENTIAL_KINDS, { error: signingMessages.signersRequired }),
          professional: requiredText(signingMessages.professionalRequired, 80, signingMessages.tooLong),
          requiresRqe: z.boolean().default(false),
          speciality: z.enum(REGISTRY_SPECIALITIES, { error: specialityMessages.wrongKind }).optional(),
        })
        .superRefine((s, ctx) => {
          if (s.speciality && registrySpecialities[s.speciality].kind !== s.kind)
            ctx.addIssue({
              code: 'custom',
              path: ['speciality'],
              message: specialityMessages.wrongKind,
              params: UNSTATABLE,
            });
        }),
      { error: signingMessages.signersRequired },
    )
    .min(1, { error: signingMessages.signersRequired })
    .max(6, { error: signingMessages.tooLong }),
  source: requiredText(signingMessages.sourceRequired, SIGNING_SOURCE_MAX, signingMessages.tooLong),
});

/** A provider's registry as the credentials stream folds it. */
export interface HeldRegistry {
  kind: CredentialKindCode;
  rqe: string | null;
  status: 'pending' | 'verified' | 'refused';
  /** The declared speciality (ADR 0177) and whether the admin confirmed it; absent = none. */
  speciality?: string | null;
  specialityVerified?: boolean;
}

/** The registry meets one signer: same council, the RQE when asked, the confirmed speciality when asked. */
export const meetsSigner = (s: SignerRequirement, r: HeldRegistry): boolean =>
  r.status === 'verified' &&
  r.kind === s.kind &&
  (!s.requiresRqe || (r.rqe ?? '').trim() !== '') &&
  (!s.speciality || (r.specialityVerified === true && r.speciality === s.speciality));

/** One verified registry meets one of the rule's signers. */
export function maySign(rule: SigningRule, registries: Iterable<HeldRegistry>): boolean {
  const held = [...registries];
  return rule.signers.some((s) => held.some((r) => meetsSigner(s, r)));
}

/** "médico do trabalho ou engenheiro de segurança do trabalho". */
export function signersText(rule: SigningRule): string {
  const names = [...new Set(rule.signers.map((s) => s.professional))];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}

/** The refusal and the offer page's notice, verbatim from the issue: "Requer assinatura de <profissional>". */
export const signingRefusal = (rule: SigningRule) => `Requer assinatura de ${signersText(rule)}`;

/** What the requester page and the proposal show next to a seat holder who may sign. */
export const SIGNING_ENABLED = 'Assinatura habilitada ✔';

/** The first rule of a demand's services the provider does not meet (each signed service's rule must be met). */
export function unmetSigningRule(
  rules: Iterable<SigningRule | null>,
  registries: Iterable<HeldRegistry>,
): SigningRule | undefined {
  const held = [...registries];
  for (const rule of rules) if (rule && rule.signers.length > 0 && !maySign(rule, held)) return rule;
  return undefined;
}

const MEDICO_DO_TRABALHO: SignerRequirement = { kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true };
const ENGENHEIRO_DE_SEGURANCA: SignerRequirement = {
  kind: 'CREA',
  professional: 'engenheiro de segurança do trabalho',
  requiresRqe: false,
  speciality: 'engenharia-de-seguranca-do-trabalho',
};

/**
 * The seeded rules, per reference service key (seeded once, never over an admin's choice). Sources:
 * - LTCAT: Lei 8.213/1991, art. 58, § 1º ("laudo técnico ... expedido por médico do trabalho ou engenheiro de segurança
 *   do trabalho");
 * - insalubridade/periculosidade: CLT art. 195 ("perícia a cargo de Médico do Trabalho ou Engenheiro do Trabalho");
 * - PCMSO: NR-7 (the employer names a médico do trabalho responsible for the PCMSO) — the item number was not verified
 *   against the text in force (Portaria SEPRT 6.734/2020), so none is cited.
 */
export const referenceSigningRules: Readonly<Record<string, SigningRule>> = {
  ltcat: { signers: [MEDICO_DO_TRABALHO, ENGENHEIRO_DE_SEGURANCA], source: 'Lei 8.213/1991, art. 58, § 1º' },
  'laudo-insalubridade': { signers: [MEDICO_DO_TRABALHO, ENGENHEIRO_DE_SEGURANCA], source: 'CLT, art. 195' },
  'laudo-periculosidade': { signers: [MEDICO_DO_TRABALHO, ENGENHEIRO_DE_SEGURANCA], source: 'CLT, art. 195' },
  pcmso: { signers: [MEDICO_DO_TRABALHO], source: 'NR-7 (médico do trabalho responsável pelo PCMSO)' },
};
