import { addedMessage, serviceMessages } from './serviceRules';

describe('addedMessage: the home search’s Adicionar toast (spec §4, issue #35 item 9)', () => {
  it.each(['Treinamento NR-35 - Trabalho em Altura', 'NR 10 Básico', 'Curso nr-6'])(
    '"%s" cites an NR: the spec’s text',
    (title) => {
      expect(addedMessage(title)).toBe(serviceMessages.added);
    },
  );
  it.each(['PCMSO - Programa de Controle Médico de Saúde Ocupacional', 'Laudo de insalubridade', 'LTCAT'])(
    '"%s" is a service: "Serviço adicionado com sucesso!"',
    (title) => {
      expect(addedMessage(title)).toBe('Serviço adicionado com sucesso!');
    },
  );
});
