import { specify } from '../testing/deciderSpec';
import type { ContactEvent, ContactReceivedData } from './businessLogic';
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

const { given } = specify(contactDecider);
const received: ContactEvent = { type: 'ContactMessageReceived', data: message };
const deleted: ContactEvent = { type: 'ContactMessageDeleted', data: { contactId: 9 } };

describe('contact message rules', () => {
  it('receives a message once', () => {
    expect(given().when({ type: 'ReceiveContactMessage', message })).toEqual([received]);
    expect(given(received).refusal({ type: 'ReceiveContactMessage', message }).code).toBe('conflict');
  });

  it('deletes a received message once; a message never received or already deleted is not found', () => {
    expect(given(received).when({ type: 'DeleteContactMessage', contactId: 9 })).toEqual([deleted]);
    expect(() => given(received, deleted).when({ type: 'DeleteContactMessage', contactId: 9 })).toThrow(
      'Contato não encontrado.',
    );
    expect(() => given().when({ type: 'DeleteContactMessage', contactId: 9 })).toThrow('Contato não encontrado.');
  });
});
