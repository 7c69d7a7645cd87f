import { screen, waitFor, within } from '@testing-library/react';
import type { AgendaPage } from '@conectasst/common/api/agenda';
import { renderApp } from '../../../testing/renderApp';
import { getAgenda, markAgendaDone, setAgendaReminders } from '../api/agendaApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/agendaApi');

const item = (over: Partial<AgendaPage['items'][number]>): AgendaPage['items'][number] => ({
  rule_id: 1,
  service_id: 7,
  service_name: 'PGR - Programa de Gerenciamento de Riscos',
  title: 'Revisão da avaliação de riscos do PGR',
  source: 'NR-1, 1.5.4.4.6',
  trigger_label: 'Todo empregador',
  periodicity_months: 24,
  periodicity_label: 'a cada 2 anos',
  alternative: { months: 36, condition: 'organização com certificação em sistema de gestão de SST' },
  by_activity: false,
  done_on: null,
  done_via: null,
  due_on: '2026-11-27',
  status: 'sem_registro',
  status_label: 'Sem registro',
  ...over,
});

const page = (over: Partial<AgendaPage> = {}): AgendaPage => ({
  id: 5,
  cnae: '47.11-3',
  cnae_name: 'Comércio varejista de mercadorias em geral',
  risk_grade: 2,
  employees: 30,
  city: 'Campinas',
  uf: 'SP',
  email: 'sst@mercado.com.br',
  reminders: false,
  today: '2026-11-27',
  items: [item({})],
  offered: [
    item({
      rule_id: 4,
      title: 'Treinamento periódico de trabalho em altura',
      source: 'NR-35, 35.3.3',
      by_activity: true,
      alternative: null,
    }),
  ],
  ics_url: 'http://localhost/v1/agenda-sst/5.9.x/agenda.ics',
  ...over,
});

describe('/agenda-sst/<token> the company’s agenda', () => {
  it('shows each obligation with its status, source and due date; "feito em" saves and shows the new due date', async () => {
    jest
      .mocked(getAgenda)
      .mockResolvedValueOnce({ data: page() })
      .mockResolvedValueOnce({
        data: page({
          items: [
            item({
              done_on: '2024-12-27',
              done_via: 'informado',
              due_on: '2026-12-27',
              status: 'a_vencer',
              status_label: 'A vencer',
            }),
          ],
        }),
      });
    jest.mocked(markAgendaDone).mockResolvedValue({ message: 'Data de realização registrada.' });
    const app = renderApp('/agenda-sst/5.9.token');
    const card = (await screen.findByText('Revisão da avaliação de riscos do PGR')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Sem registro')).toBeInTheDocument();
    expect(within(card).getByText(/Fonte: NR-1, 1\.5\.4\.4\.6/)).toBeInTheDocument();
    expect(screen.getByText('Conforme a atividade')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pedir orçamentos' })).toHaveAttribute(
      'href',
      '/demanda?servico=7&cnae=4711-3&funcionarios=30&uf=SP&cidade=Campinas',
    );

    const input = within(card).getByLabelText('Feito em');
    await app.user.type(input, '2024-12-27');
    await app.user.click(within(card).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(markAgendaDone).toHaveBeenCalledWith('5.9.token', 1, '2024-12-27'));
    expect(await screen.findByText('Data de realização registrada.')).toBeInTheDocument();
    expect(await screen.findByText('Vence em 27/12/2026')).toBeInTheDocument();
    expect(screen.getByText('A vencer')).toBeInTheDocument();
  });

  it('turns reminders on and says so', async () => {
    jest.mocked(getAgenda).mockResolvedValue({ data: page() });
    jest
      .mocked(setAgendaReminders)
      .mockResolvedValue({ message: 'Lembretes ligados: avisaremos 60 e 30 dias antes de cada vencimento.' });
    const app = renderApp('/agenda-sst/5.9.token');
    await app.user.click(await screen.findByRole('switch'));
    await waitFor(() => expect(setAgendaReminders).toHaveBeenCalledWith('5.9.token', true));
    expect(
      await screen.findByText('Lembretes ligados: avisaremos 60 e 30 dias antes de cada vencimento.'),
    ).toBeInTheDocument();
  });
});
