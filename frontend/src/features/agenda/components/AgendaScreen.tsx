import type { AgendaItemView, AgendaPage } from '@conectasst/common/api/agenda';
import { describePeriod } from '@conectasst/common/rules/agendaRules';
import { wizardLink } from '@conectasst/common/rules/wizardLink';
import { Alert, Button, Card, Input, Popconfirm, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { agendaOpened, doneSubmitted, eraseConfirmed, remindersToggled, selectAgenda } from '../agendaSlice';

const statusColor: Record<AgendaItemView['status'], string> = {
  sem_registro: 'orange',
  vencido: 'red',
  a_vencer: 'gold',
  em_dia: 'green',
};
const brDate = (day: string) => day.split('-').reverse().join('/');

function ItemCard({
  item,
  agenda,
  saving,
  onDone,
}: {
  item: AgendaItemView;
  agenda: AgendaPage;
  saving: boolean;
  onDone: (doneOn: string) => void;
}) {
  const [day, setDay] = useState(item.done_on ?? '');
  const id = `feito-${item.rule_id}`;
  const quote = wizardLink({
    serviceIds: [item.service_id],
    cnae: agenda.cnae,
    employees: agenda.employees,
    uf: agenda.uf,
    city: agenda.city,
  });
  return (
    <Card
      size="small"
      style={{ marginBottom: spacing.md }}
      title={<span style={{ whiteSpace: 'normal' }}>{item.title}</span>}
      extra={<Tag color={statusColor[item.status]}>{item.status_label}</Tag>}
    >
      <Typography.Paragraph style={{ marginBottom: spacing.xs }}>
        {item.done_on ? (
          <>
            <strong>Vence em {brDate(item.due_on)}</strong> · feito em {brDate(item.done_on)}
            {item.done_via === 'contratado' ? ' (contratado pela ConectaSST)' : ''}
          </>
        ) : (
          <strong>Sem registro: faça agora</strong>
        )}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: spacing.xs }}>
        Periodicidade: {describePeriod(item.periodicity_months)}
        {item.alternative ? ` (ou ${describePeriod(item.alternative.months)}: ${item.alternative.condition})` : ''}.
        Fonte: {item.source}.
      </Typography.Paragraph>
      <Space wrap align="end">
        <label htmlFor={id}>Feito em</label>
        <Input
          id={id}
          type="date"
          value={day}
          max={agenda.today}
          onChange={(e) => setDay(e.target.value)}
          style={{ width: 170 }}
        />
        <Button onClick={() => day && onDone(day)} loading={saving} disabled={!day}>
          Registrar
        </Button>
        <Link to={quote}>Pedir orçamentos</Link>
      </Space>
    </Card>
  );
}

/** /agenda-sst/<token> — the company's agenda (signed link from the e-mail; no account). */
export function AgendaScreen() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { page } = useAppSelector(selectAgenda);
  useScreenIntent(agendaOpened(token));
  const agenda = page.data;
  const body = (() => {
    if (page.erased)
      return <Alert type="success" showIcon title={page.notice?.text ?? 'Sua agenda e seus dados foram excluídos.'} />;
    if (page.error)
      return (
        <Alert
          type="error"
          showIcon
          title={page.error}
          description={<Link to="/agenda-sst">Pedir o link de novo</Link>}
        />
      );
    if (page.loading || !agenda) return <Skeleton active />;
    const done = (ruleId: number) => (doneOn: string) => dispatch(doneSubmitted({ ruleId, doneOn }));
    const card = (item: (typeof agenda.items)[number]) => (
      <ItemCard
        key={item.rule_id}
        item={item}
        agenda={agenda}
        saving={page.saving === item.rule_id}
        onDone={done(item.rule_id)}
      />
    );
    return (
      <>
        <Typography.Paragraph>
          CNAE {agenda.cnae}
          {agenda.cnae_name ? ` – ${agenda.cnae_name}` : ''} · grau de risco {agenda.risk_grade} (NR-4, Anexo I) ·{' '}
          {agenda.employees} empregados · {agenda.city}/{agenda.uf}
        </Typography.Paragraph>
        {page.notice ? (
          <Alert type={page.notice.type} showIcon title={page.notice.text} style={{ marginBottom: spacing.md }} />
        ) : null}
        <Space wrap style={{ marginBottom: spacing.md }}>
          <Switch
            id="agenda-lembretes"
            checked={agenda.reminders}
            loading={page.saving === 'reminders'}
            onChange={(on) => dispatch(remindersToggled(on))}
          />
          <label htmlFor="agenda-lembretes">Lembretes por e-mail (60 e 30 dias antes) para {agenda.email}</label>
        </Space>
        <Typography.Title level={4}>Obrigações da sua empresa</Typography.Title>
        {agenda.items.length ? (
          agenda.items.map(card)
        ) : (
          <Typography.Paragraph>
            Nenhuma obrigação periódica pelo CNAE e pelo número de empregados informados.
          </Typography.Paragraph>
        )}
        {agenda.offered.length ? (
          <>
            <Typography.Title level={4}>Conforme a atividade</Typography.Title>
            <Typography.Paragraph type="secondary">
              Só se aplicam se a empresa tem a atividade (trabalho em altura, eletricidade, espaços confinados).
              Registre a data do último treinamento para incluí-los na agenda.
            </Typography.Paragraph>
            {agenda.offered.map(card)}
          </>
        ) : null}
        <Typography.Title level={4}>Calendário</Typography.Title>
        <Typography.Paragraph>
          Assine a agenda no Google Agenda ou no Outlook (adicionar calendário por URL):{' '}
          <Typography.Text copyable={{ text: agenda.ics_url, tooltips: ['Copiar endereço', 'Copiado'] }}>
            <a href={agenda.ics_url}>agenda-sst.ics</a>
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Esta é uma orientação a partir do CNAE e do número de empregados; confirme com um profissional de SST.
        </Typography.Paragraph>
        <Popconfirm
          title="Excluir sua agenda e seus dados?"
          description="O link deixa de funcionar."
          okText="Excluir"
          cancelText="Cancelar"
          onConfirm={() => dispatch(eraseConfirmed())}
        >
          <Button danger loading={page.saving === 'erase'}>
            Excluir minha agenda e meus dados
          </Button>
        </Popconfirm>
      </>
    );
  })();
  return (
    <PublicLayout>
      <PageCard title="Sua agenda SST">{body}</PageCard>
    </PublicLayout>
  );
}
