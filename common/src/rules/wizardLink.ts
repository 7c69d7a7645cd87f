import { EMPLOYEE_RANGES, formatCnae } from './demandRules';

/**
 * The address that opens the demand wizard's step 1 already filled (issue 38): the landing pages' call to action
 * (`?servico=`, ADR 0120), a state or city page (`&uf=&cidade=`, ADR 0164) and the Agenda SST's reminders (service,
 * CNAE, headcount and place, ADR 0177) all build it here, and the wizard reads it back with `readWizardLink`.
 * Plain code without zod or the IBGE tables: `/demanda` loads it.
 */
export const WIZARD_PATH = '/demanda';

/** The 27 federative units (IBGE codes). */
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN',
  'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** At most this many services come from one address (a demand takes up to 50; a reminder names one). */
export const WIZARD_LINK_MAX_SERVICES = 10;

export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** The wizard's headcount range (step 1's select) for a number of employees; none for 0. */
export function employeeRangeOf(employees: number): EmployeeRange | '' {
  if (!Number.isFinite(employees) || employees < 1) return '';
  if (employees <= 20) return '01 a 20';
  if (employees <= 50) return '21 a 50';
  if (employees <= 100) return '51 a 100';
  if (employees <= 200) return '101 a 200';
  if (employees <= 500) return '201 a 500';
  return 'Mais de 500';
}

/** What an address carries into step 1 (services are looked up by id; the place goes to step 2's draft). */
export interface WizardLink {
  serviceIds: number[];
  /** The CNAE as the field writes it (`4711-3` or `4711-3/02`). */
  cnae: string | null;
  employeeRange: EmployeeRange | null;
  uf: string | null;
  city: string | null;
}

/** What a caller knows to put in the address (a number of employees is turned into the wizard's range). */
export interface WizardLinkInput {
  serviceIds?: readonly number[];
  cnae?: string | null;
  employees?: number | null;
  uf?: string | null;
  city?: string | null;
}

/** The wizard's address relative to the site (`/demanda?servico=12&cnae=4711-3&funcionarios=30&uf=SC&cidade=Blumenau`). */
export function wizardLink(input: WizardLinkInput): string {
  const query = new URLSearchParams();
  for (const id of input.serviceIds ?? []) query.append('servico', String(id));
  const cnae = input.cnae ? formatCnae(input.cnae.replace('.', '')) : null;
  if (cnae) query.set('cnae', cnae);
  if (input.employees && input.employees > 0) query.set('funcionarios', String(Math.floor(input.employees)));
  const uf = input.uf?.trim().toUpperCase();
  if (uf && (UF_CODES as readonly string[]).includes(uf)) {
    query.set('uf', uf);
    if (input.city?.trim()) query.set('cidade', input.city.trim());
  }
  const text = query.toString();
  return text ? `${WIZARD_PATH}?${text}` : WIZARD_PATH;
}

/**
 * Reads the address back; a value the wizard cannot use is left out, never an error: `servico` (repeated or
 * comma-separated ids), `cnae` (any punctuation of a class or subclass), `funcionarios` (a number, or one of the
 * select's ranges as written), `uf` (a known code, any case), `cidade` (only with a UF; step 2 checks it against the
 * state's list).
 */
export function readWizardLink(params: URLSearchParams): WizardLink {
  const serviceIds = [
    ...new Set(
      params
        .getAll('servico')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => /^\d{1,10}$/.test(v))
        .map(Number)
        .filter((id) => id > 0 && Number.isSafeInteger(id)),
    ),
  ].slice(0, WIZARD_LINK_MAX_SERVICES);
  const cnaeText = params.get('cnae')?.trim().replace('.', '').slice(0, 20);
  const cnae = cnaeText ? formatCnae(cnaeText) : null;
  const employeesText = params.get('funcionarios')?.trim() ?? '';
  const employeeRange = (EMPLOYEE_RANGES as readonly string[]).includes(employeesText)
    ? (employeesText as EmployeeRange)
    : /^\d{1,9}$/.test(employeesText)
      ? employeeRangeOf(Number(employeesText)) || null
      : null;
  const ufText = params.get('uf')?.trim().toUpperCase() ?? '';
  const uf = (UF_CODES as readonly string[]).includes(ufText) ? ufText : null;
  const city = uf ? params.get('cidade')?.trim().slice(0, 100) || null : null;
  return { serviceIds, cnae, employeeRange, uf, city };
}

/** The Agenda SST's request form (issue 38, ADR 0175). */
export const AGENDA_PATH = '/agenda-sst';
export const AGENDA_LINK_TEXT = 'Montar minha agenda SST';

/**
 * "Montar minha agenda SST" from the diagnosis and the CNAE pages (issue 38 item 3): the agenda's request form with
 * the CNAE (and the headcount, when known) filled in, the same parameter names as the wizard's.
 */
export function agendaRequestLink(input: { cnae?: string | null; employees?: number | null }): string {
  const query = new URLSearchParams();
  const cnae = input.cnae ? formatCnae(input.cnae.replace('.', '')) : null;
  if (cnae) query.set('cnae', cnae);
  if (input.employees && input.employees > 0) query.set('funcionarios', String(Math.floor(input.employees)));
  const text = query.toString();
  return text ? `${AGENDA_PATH}?${text}` : AGENDA_PATH;
}
