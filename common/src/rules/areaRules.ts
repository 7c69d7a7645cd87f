/** Rules for areas, shared by the admin forms and the server. */
export const AREA_NAME_MAX = 100;

export const areaMessages = {
  nameRequired: 'Preencha o campo nome',
  nameTooLong: `O nome deve ter no máximo ${AREA_NAME_MAX} caracteres`,
  created: 'Área cadastrada com sucesso!',
  saved: 'Registro salvo com sucesso',
  deleted: 'Área deletada com sucesso!',
  notFound: 'Área não encontrada.',
  duplicateName: 'Já existe uma área com esse nome.',
} as const;
