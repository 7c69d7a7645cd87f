import { z } from 'zod';
import { EMAIL_TEXT_PATTERN, PHONE_PATTERN, STATE_CODES, citiesOf, onlyDigits, sameEmail } from '../rules/accountRules';
import { OTHER, OWNER_DEPARTMENT, rolesFor } from '../rules/departmentRules';
import {
  ACTIVITY_MAX,
  BRANCHES,
  CLOSE_REASONS,
  CONTACT_CHANNELS,
  CONTACT_PREFERENCES,
  DEMAND_NOTES_MAX,
  EMPLOYEE_RANGES,
  MAX_EMPLOYEES_PER_SITE,
  NEEDED_BY,
  OTHER_BRANCH,
  VERIFICATION_STATES,
  adminDemandMessages as a,
  demandMessages as m,
  formatCnae,
} from '../rules/demandRules';
import { UNSTATABLE, requiredText } from '../rules/textRules';
import { periodQuery } from './calendarDay';
import { pageQuery, recordId } from './ids';

const text = (message: string, max = 150) => requiredText(message, max);

const service = z
  .union([recordId, z.object({ id: recordId, name: z.string().max(300).optional() })])
  .transform((v) => (typeof v === 'number' ? v : v.id));

/** `POST /v1/demanda` (spec §3, §5): nrs (the services picked on the home page), primary, location, contact. */
export const fileDemandRequest = z
  .object({
    nrs: z.array(service, { error: m.noServices }).min(1, { error: m.noServices }).max(50),
    primary: z.object(
      {
        branchOfTheCompany: z.enum(BRANCHES, { error: m.branch }),
        other: z.string().max(150).trim().optional(),
        companyType: text(m.companyType),
        numberOfemployees: z.enum(EMPLOYEE_RANGES, { error: m.employees }),
        maxDate: z.enum(NEEDED_BY, { error: m.neededBy }),
        /** Part 5 of issue 10 (ADR 0083): the activity in words and/or its CNAE code, employees per establishment. */
        activity: z.string({ error: m.activity }).max(ACTIVITY_MAX, { error: m.activity }).trim().optional(),
        cnae: z
          .string({ error: m.cnae })
          // What formatCnae accepts (or nothing), stated for the OpenAPI document (ADR 0114).
          .regex(/^\s*(?:[0-9]{2}\.?[0-9]{2}-?[0-9](?:\/?[0-9]{2})?)?\s*$/, { error: m.cnae })
          .trim()
          .max(12, { error: m.cnae })
          .refine((v) => v === '' || formatCnae(v) !== null, { error: m.cnae })
          .transform((v) => (v === '' ? '' : formatCnae(v)!))
          .optional(),
        employeesPerSite: z.coerce
          .number({ error: m.employeesPerSite })
          .int({ error: m.employeesPerSite })
          .min(1, { error: m.employeesPerSite })
          .max(MAX_EMPLOYEES_PER_SITE, { error: m.employeesPerSite })
          .optional(),
      },
      { error: m.branch },
    ),
    location: z.object(
      {
        UF: z.enum(STATE_CODES as [string, ...string[]], { error: m.state }),
        City: text(m.city, 100),
        Street: text(m.neighbourhood, 150),
        Contact: z.enum(CONTACT_PREFERENCES, { error: m.contactPreference }),
        About: z.string().max(DEMAND_NOTES_MAX).trim().optional().default(''),
      },
      { error: m.state },
    ),
    contact: z.object(
      {
        Name: text(m.name, 50),
        Surname: text(m.surname, 50),
        CorporateName: text(m.company),
        DepartmentName: text(m.department, 120),
        OtherDepartmentName: z.string().max(120).trim().optional(),
        Role: z.string().max(120).trim().optional(),
        OtherRole: z.string().max(120).trim().optional(),
        Email: z
          .string({ error: m.invalidEmail })
          .max(254, { error: m.invalidEmail })
          .regex(EMAIL_TEXT_PATTERN, { error: m.invalidEmail })
          .trim(),
        ConfirmEmail: z.string({ error: m.emailsDiffer }).trim(),
        Phone: z.string({ error: m.phone }).regex(PHONE_PATTERN, { error: m.phone }).transform(onlyDigits),
        /** "Prefiro ser contatado por" (optional; issue #36 item 3). */
        PreferredChannel: z.enum(CONTACT_CHANNELS, { error: 'Escolha WhatsApp, ligação ou e-mail.' }).optional(),
      },
      { error: m.name },
    ),
    terms: z.literal(true, { error: m.terms }),
    /** "Pedir orçamento a este parceiro" (ADR 0170): the named provider's page slug (`<nome>-<id>`) or id; optional. */
    parceiro: z
      .string({ error: m.directProviderUnknown })
      .max(200, { error: m.directProviderUnknown })
      .trim()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.primary.branchOfTheCompany === OTHER_BRANCH && !v.primary.other)
      ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.otherBranch, path: ['primary', 'other'] });
    if (!citiesOf(v.location.UF).includes(v.location.City))
      ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.city, path: ['location', 'City'] });
    if (!sameEmail(v.contact.Email, v.contact.ConfirmEmail))
      ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.emailsDiffer, path: ['contact', 'ConfirmEmail'] });
    if (v.contact.DepartmentName === OTHER && !v.contact.OtherDepartmentName)
      ctx.addIssue({
        code: 'custom',
        params: UNSTATABLE,
        message: m.otherText,
        path: ['contact', 'OtherDepartmentName'],
      });
    const roles = rolesFor(v.contact.DepartmentName);
    if (v.contact.DepartmentName !== OWNER_DEPARTMENT && roles.length && !v.contact.Role)
      ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.role, path: ['contact', 'Role'] });
    if (v.contact.Role === OTHER && !v.contact.OtherRole)
      ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.otherText, path: ['contact', 'OtherRole'] });
  });
export type FileDemandRequest = z.input<typeof fileDemandRequest>;

/** What a provider sees of a demand before subscribing: never the requester's contact (spec §6). */
export const serviceListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  branch_of_the_company: z.string(),
  type: z.string(),
  uf: z.string(),
  region: z.string(),
  street: z.string(),
  about: z.string(),
  status: z.boolean(),
  contributors: z.string(),
  urgency: z.string(),
  published_date: z.string(),
  expires_date: z.string(),
  price: z.number().int(),
  subs: z.number().int(),
  /** Seats (5) and what the requester told of the company (part 5). */
  max_subs: z.number().int(),
  activity: z.string(),
  cnae: z.string(),
  employees_per_site: z.number().int().nullable(),
  /** Issue #24: the CNAE class and its grau de risco (NR-4, Anexo I) stored at filing; null = não informado. */
  cnae_class: z.string().nullable(),
  risk_grade: z.number().int().min(1).max(4).nullable(),
  /**
   * One demand's page only (`GET /v1/companys/service/:id`, ADR 0169): "Requer assinatura de <profissional>" when a
   * service of the demand has a "quem pode assinar" rule that no verified registry of the viewing provider meets (the
   * seat would be refused); null when it may take the seat.
   */
  signing_required: z.string().nullable().optional(),
  /**
   * Pedido direto (ADR 0170): the requester named the viewing provider and the seat held for them has not yet been
   * released (24 h from publication): "Reservada para você por 24 h". Absent for everyone else.
   */
  reserved_for_you: z.boolean().optional(),
});
export type ServiceListing = z.infer<typeof serviceListingSchema>;

/** Admin list entry (spec §3). */
export const adminDemandSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  /** Requester verification (ADR 0080): pending, confirmed, admin, legacy, expired. */
  verification: z.enum(VERIFICATION_STATES),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  /** Grau de risco (NR-4, Anexo I) of the demand's CNAE; null = não informado. */
  risk_grade: z.number().int().min(1).max(4).nullable(),
});
export type AdminDemand = z.infer<typeof adminDemandSchema>;

/** Requester details shown to admins (spec §3 "Demand details"); `GET /v1/demanda/show` (id header). */
export const demandDetailsSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  user_name: z.string().nullable(),
  user_surname: z.string().nullable(),
  corporate_name: z.string(),
  company_type: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  phone: z.string().nullable(),
  about: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  /** The requester's contact was erased (LGPD): the name reads 'Dados removidos (LGPD)', the rest is null; no more edits. */
  erased: z.boolean().optional(),
});
export type DemandDetails = z.infer<typeof demandDetailsSchema>;

/** Situação as a boolean, or the text 'true'/'false' a select may send. */
const statusField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: a.status,
});

/** `PUT /v1/admin/demanda` (spec §7): name, surname, corporate_name, corporate_type, email, telefone, about, companyId, status, id; plus street (Bairro, required on the form). */
export const updateDemandRequest = z.object({
  id: recordId,
  companyId: recordId.optional(),
  name: text(a.name, 50),
  surname: text(a.surname, 50),
  corporate_name: text(a.corporateName),
  corporate_type: text(a.companyType),
  email: z.string({ error: a.email }).max(254, { error: a.email }).regex(EMAIL_TEXT_PATTERN, { error: a.email }).trim(),
  street: text(a.neighbourhood),
  telefone: z.string({ error: a.phone }).regex(PHONE_PATTERN, { error: a.phone }).transform(onlyDigits),
  about: z.string().max(DEMAND_NOTES_MAX).trim().optional().default(''),
  status: statusField,
});
export type UpdateDemandRequest = z.input<typeof updateDemandRequest>;

/** `GET /v1/companys/service/search` (spec §7): area, uf, city, query = the keyword base64-encoded; all optional. */
export const searchListingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** One area id or several comma-joined (the area checkboxes). */
  area: z
    .string()
    .trim()
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, { error: 'Área inválida.' })
    .optional(),
  uf: z.string().max(3).trim().optional(),
  city: z.string().max(100).trim().optional(),
  query: z.string().max(400).trim().optional(),
  sort: z.enum(['recent', 'oldest', 'relevant'], { error: 'Ordenação inválida.' }).optional(),
  /** `profile`: only demands of the provider's areas/NRs inside the regions served (the dashboard's default); `all`: every one. */
  match: z.enum(['profile', 'all'], { error: 'Filtro inválido.' }).optional(),
  /** Grau de risco 1–4 (NR-4, Anexo I) of the demand's CNAE. */
  grade: z.enum(['1', '2', '3', '4'], { error: 'Grau de risco inválido (1 a 4).' }).optional(),
});
export type SearchListingsQuery = z.input<typeof searchListingsQuery>;

/** `GET /v1/companys/service`: the provider's listing without filters, its order and whether it follows the profile. */
export const providerListingsQuery = z.object({
  page: pageQuery,
  sort: searchListingsQuery.shape.sort,
  match: searchListingsQuery.shape.match,
});

/** `GET /v1/demanda`: the admin list's filters (name, period, situação, verificação) and page. */
export const adminDemandsQuery = periodQuery.extend({
  page: pageQuery,
  name: z.string().max(150).optional(),
  status: z.enum(['true', 'false'], { error: 'Situação inválida.' }).optional(),
  verification: z.enum(VERIFICATION_STATES, { error: 'Verificação inválida.' }).optional(),
});

/** `GET /v1/demand-alerts`: whether the provider gets the new-demand e-mails (default: yes). */
export const demandAlertsStateSchema = z.object({ enabled: z.boolean() });
export type DemandAlertsState = z.infer<typeof demandAlertsStateSchema>;
/** `PUT /v1/demand-alerts`: turn the new-demand e-mails on or off. */
export const demandAlertsBody = z.object({
  enabled: z.boolean({ error: 'Informe se deseja receber os e-mails (true ou false).' }),
});
/** `GET /v1/demand-alerts/off?p=&s=`: the unsubscribe link of the e-mails (p = provider, s = the link's signature). */
export const demandAlertsOffQuery = z.object({
  p: z.uuid({ error: 'Link inválido.' }),
  s: z.string({ error: 'Link inválido.' }).max(100, { error: 'Link inválido.' }),
});

/**
 * The provider listing's pager stops at this many pages (1,000 demands): nobody pages further, and counting every
 * open demand on each request is what made the listing slow at 100,000 demands (ADR 0103). Pages past it still answer.
 */
export const LISTING_MAX_PAGES = 100;

export const listingsResponseSchema = z.object({
  data: z.array(serviceListingSchema),
  filterArea: z.array(z.object({ id: z.number(), name: z.string() })),
  /** 1..N, N at most LISTING_MAX_PAGES. */
  pages: z.array(z.object({ page: z.number() })),
  /** More demands match than the pages listed: the dashboard suggests narrowing the filters. */
  morePages: z.boolean(),
  /** True when the list was narrowed to the provider's profile (`match=profile` and a service profile exists). */
  matchedProfile: z.boolean(),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;

/** Rows per page of the admin demands list (`GET /v1/demanda?page=`), the table's page size. */
export const ADMIN_DEMANDS_PAGE_SIZE = 10;

/** `GET /v1/demanda`: one page of the admin list, newest first, with the same bounded pager as the provider listing. */
export const adminDemandsResponseSchema = z.object({
  data: z.array(adminDemandSchema),
  /** 1..N, N at most LISTING_MAX_PAGES. */
  pages: z.array(z.object({ page: z.number() })),
  /** More demands match than the pages listed: the screen suggests narrowing the filters. */
  morePages: z.boolean(),
});
export type AdminDemandsResponse = z.infer<typeof adminDemandsResponseSchema>;

/** The requester's link token (`/minha-demanda/<token>`): demand id, expiry and signature, see platform/src/auth/requesterLink.ts. */
export const requesterToken = z
  .string({ error: m.invalidLink })
  .max(80, { error: m.invalidLink })
  .regex(/^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, { error: m.invalidLink });

/** `/v1/minha-demanda/{token}/…`: the reads of the requester's page. */
export const requesterTokenParams = z.object({ token: requesterToken });

/** `POST /v1/minha-demanda/confirm` and `/close`. */
export const requesterTokenBody = z.object({ token: requesterToken });
export const requesterCloseBody = z.object({
  token: requesterToken,
  reason: z.enum(['hired', 'cancelled'], {
    error: 'Informe o motivo: hired (Já contratei) ou cancelled (Cancelar pedido).',
  }),
});
/** `POST /v1/demanda/link` — the requester asks for the link again. */
export const resendLinkBody = z.object({
  email: z
    .string({ error: m.invalidEmail })
    .max(200, { error: m.invalidEmail })
    .regex(EMAIL_TEXT_PATTERN, { error: m.invalidEmail })
    .trim(),
});

/** A provider who subscribed, as the requester sees them on their page (contact unlocked by the subscription). */
export const requesterPageProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  corporateName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profession: z.string().nullable(),
  subscribedAt: z.string(),
  /** Verified SST registries (issue 10 part 4, `provider_credentials`), e.g. "CREA 5061234567/SP". */
  credentials: z.array(z.object({ label: z.string(), verified: z.boolean() })),
  verified: z.boolean(),
  /**
   * ADR 0169: the demand has a service with a "quem pode assinar" rule and this provider's verified registries meet
   * every such rule ("Assinatura habilitada ✔"); false when no service of the demand has a rule.
   */
  maySign: z.boolean().optional(),
  /** The provider's public profile (`/parceiros/<slug>`, issue #21) and its rating (visible reviews only). */
  profilePath: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type RequesterPageProvider = z.infer<typeof requesterPageProviderSchema>;

/** `GET /v1/minha-demanda/{token}`: the requester's own demand and who subscribed. */
export const requesterPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  services: z.array(z.string()),
  requesterName: z.string().nullable(),
  corporateName: z.string(),
  uf: z.string(),
  city: z.string(),
  neighbourhood: z.string(),
  neededBy: z.string(),
  deadline: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  activity: z.string(),
  cnae: z.string(),
  employees: z.string(),
  employeesPerSite: z.number().int().nullable(),
  about: z.string(),
  state: z.enum(['pending', 'open', 'closed']),
  verification: z.enum(VERIFICATION_STATES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  subs: z.number().int(),
  maxSubs: z.number().int(),
  providers: z.array(requesterPageProviderSchema),
});
export type RequesterPage = z.infer<typeof requesterPageSchema>;
