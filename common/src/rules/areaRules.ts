import { catalogueFormMessages } from './messages';
/** Rules for areas, shared by the admin forms and the server. */
export const AREA_NAME_MAX = 100;

export const areaMessages = {
  ...catalogueFormMessages(AREA_NAME_MAX),
  created: 'Área cadastrada com sucesso!',
  deleted: 'Área deletada com sucesso!',
  notFound: 'Área não encontrada.',
  duplicateName: 'Já existe uma área com esse nome.',
} as const;
