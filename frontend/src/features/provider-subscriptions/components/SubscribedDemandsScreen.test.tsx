import { screen } from '@testing-library/react';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getMySubscriptions, type SubscriptionRecord } from '../api/subscriptionsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/subscriptionsApi', () => ({
  ...jest.requireActual<object>('../api/subscriptionsApi'),
  getMySubscriptions: jest.fn(),
}));

const record: SubscriptionRecord = {
  id: 41,
  title: 'PGR',
  user_name: 'Ana',
  user_surname: 'Dias',
  corporate_name: 'Metal Forte',
  email: 'ana@metal.com.br',
  phone: '31987654321',
  street: 'Eldorado',
  uf: 'MG',
  city: 'Contagem',
  department_name: 'Proprietário(a) / CEO',
  role: '',
  number_of_employees: '51 a 100',
  company_type: 'Metalúrgica',
  branch_of_the_company: 'Indústria',
  about: '',
  nrs: ['NR-1'],
  urgency: 'Em até 30 dias',
  subscribedAt: '2026-11-20T15:00:00.000Z',
};

/** Issue #35 item 9: each subscribed demand says when the seat was taken. */
describe('/demandasinscritas', () => {
  it('shows the date of each subscription beside its title', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 20));
    jest.mocked(getMySubscriptions).mockResolvedValue({ data: [record] });
    renderApp('/demandasinscritas');
    expect(await screen.findByText('· Inscrição em 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/PGR — Metal Forte/)).toBeInTheDocument();
  });
});
