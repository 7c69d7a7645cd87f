import type { ContactReceivedData } from './businessLogic';
import { contactDecider } from './businessLogic';

const message: ContactReceivedData = {
  contactId: 9,
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11987654321',
  uf: 'SP',
  city: 'Campinas',
  subject: 'Parceria',
  text: 'Olá',
};

describe('contact message rules', () => {
  it('receives a message once and deletes it once', () => {
    expect(contactDecider.decide({ type: 'ReceiveContactMessage', message }, 'none')).toEqual([{ type: 'ContactMessageReceived', data: message }]);
    expect(() => contactDecider.decide({ type: 'ReceiveContactMessage', message }, 'received')).toThrow();
    expect(contactDecider.decide({ type: 'DeleteContactMessage', contactId: 9 }, 'received')).toEqual([{ type: 'ContactMessageDeleted', data: { contactId: 9 } }]);
    expect(() => contactDecider.decide({ type: 'DeleteContactMessage', contactId: 9 }, 'deleted')).toThrow('Contato não encontrado.');
    expect(() => contactDecider.decide({ type: 'DeleteContactMessage', contactId: 9 }, 'none')).toThrow('Contato não encontrado.');
  });
});
