import { catalogueFormMessages } from './messages';
/** Rules for NRs (Normas Regulamentadoras), shared by the admin forms and the server. */
export const NR_NAME_MAX = 200;

export const nrMessages = {
  ...catalogueFormMessages(NR_NAME_MAX),
  /** Spec §5: NR add without an area. */
  areaRequired: 'Selecione uma área',
  areaNotFound: 'A área selecionada não existe.',
  created: 'NR cadastrada com sucesso!',
  deleted: 'NR deletada com sucesso!',
  notFound: 'NR não encontrada.',
  exists: 'Esta NR já existe.',
} as const;
