/**
 * Departments and roles (spec §9), used by the company details form and the demand wizard's contact step.
 * The owner/CEO has no role; SESMT has its own role list; 'Outro' opens free text that replaces it on submit.
 */
export const OTHER = 'Outro';
export const OWNER_DEPARTMENT = 'Proprietário(a) / CEO';
export const SESMT_DEPARTMENT = 'Segurança e/ou Medicina do Trabalho / SESMT';

export const DEPARTMENTS = [
  OWNER_DEPARTMENT,
  'Administrativo',
  'Atendimento',
  'Comercial',
  'Compras',
  'Diretoria',
  'Facilities',
  'Financeiro',
  'Jurídico',
  'Logística',
  'Manutenção',
  'Marketing',
  'Produção',
  'Operacional',
  'RH - Recursos Humanos',
  SESMT_DEPARTMENT,
  'TI – Tecnologia da Informação',
  OTHER,
] as const;

export const SESMT_ROLES = [
  'Auxiliar de Enfermagem do Trabalho',
  'Enfermeiro(a) do Trabalho',
  'Engenheiro(a) de Segurança do Trabalho',
  'Ergonomista',
  'Fisioterapeuta Ocupacional',
  'Fonoaudiólogo(a)',
  'Higienista Ocupacional',
  'Médico(a) do Trabalho',
  'Técnico(a) de Segurança do Trabalho',
  OTHER,
] as const;

export const GENERAL_ROLES = [
  'Analista',
  'Auxiliar',
  'Consultor(a)',
  'Coordenador(a)',
  'Diretor(a)',
  'Especialista',
  'Estagiário(a)',
  'Executivo(a)',
  'Gerente',
  'Gestor(a)',
  'Operador',
  'Presidente',
  'Secretário(a)',
  'Supervisor(a)',
  'Suporte',
  'Técnico(a)',
  'Trainee',
  OTHER,
] as const;

/** The roles offered for a department: none for the owner/CEO. */
export function rolesFor(department: string): readonly string[] {
  if (department === OWNER_DEPARTMENT) return [];
  if (department === SESMT_DEPARTMENT) return SESMT_ROLES;
  return GENERAL_ROLES;
}
