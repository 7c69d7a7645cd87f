/**
 * LGPD erasure (docs/reliability.md, ADR 0090): what the read models show instead of an erased person's data, and
 * the messages of the admin command and of the calls that meet an erased person.
 */
export const ERASED_LABEL = 'Dados removidos (LGPD)';

export const lgpdMessages = {
  erased: 'Dados pessoais removidos (LGPD).',
  partnerErased: 'Os dados pessoais deste parceiro foram removidos (LGPD).',
  requesterErased: 'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
  subjectErased: 'Os dados pessoais desta pessoa foram removidos (LGPD).',
  exportNotFound: 'Não há dados pessoais para exportar.',
  confirmPartner:
    'Os dados pessoais deste parceiro (nome, e-mail, telefone, CPF, endereço, profissão, departamento, cargo e senha) serão apagados de forma irreversível e a conta deixa de funcionar. Créditos e inscrições ficam no histórico. Deseja continuar?',
  confirmRequester:
    'Os dados de contato do solicitante (nome, e-mail, telefone, departamento, cargo, razão social, bairro e observações), nesta e nas demais demandas com o mesmo e-mail, serão apagados de forma irreversível e as demandas fechadas. Deseja continuar?',
} as const;

/** Who answers for the data (LGPD art. 5 VI), named in every export and in docs/lgpd.md. */
export const LGPD_CONTROLLER = 'ConectaSST, controladora dos dados; o encarregado atende pelo Fale conosco (/faleconosco), assunto "Privacidade"';
