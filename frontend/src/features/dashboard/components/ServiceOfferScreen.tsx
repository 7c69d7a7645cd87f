import type { ServiceListing } from '@conectasst/common/api/demands';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { CNAE_GRADE_SOURCE, riskGradeText } from '@conectasst/common/referenceData/cnae';
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { spacing } from '../../../config/theme';
import { selectSession } from '../../../session/sessionSlice';
import type { SubscriptionRecord } from '../api/dashboardApi';
import { getListing, getSubscription } from '../api/dashboardApi';
import { selectDashboard, subscribeConfirmed } from '../dashboardSlice';
import { contributorsLabel, isExpired, seatsLeftLabel } from './ListingCard';
import { SubscriptionContact } from './SubscriptionContact';
import type { LeadReport } from '@conectasst/common/api/trust';
import { getMyLeadReports } from '../api/leadReportsApi';
import { LeadReportPanel } from './LeadReportPanel';

/** /dashboard/service/{id}: the demand, the subscribe dialog (balance, cost, new balance), and the contact once subscribed. */
export function ServiceOfferScreen() {
  const { id } = useParams();
  const demandId = Number(id);
  const dispatch = useAppDispatch();
  const { credits } = useAppSelector(selectSession);
  const { subscribing, error } = useAppSelector(selectDashboard);
  const [listing, setListing] = useState<ServiceListing | null | undefined>();
  const [contact, setContact] = useState<SubscriptionRecord | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<LeadReport | undefined>();
  const loadReport = useCallback(() => {
    getMyLeadReports().then(
      (b) => setReport(b.data.find((r) => r.demandId === demandId)),
      () => undefined,
    );
  }, [demandId]);

  const validId = Number.isInteger(demandId) && demandId > 0;
  useEffect(() => {
    if (!validId) return;
    getListing(demandId).then(
      (b) => setListing(b.data),
      () => setListing(null),
    );
    getSubscription(demandId).then(
      (b) => setContact(b.data),
      () => setContact(null),
    );
    loadReport();
  }, [demandId, validId, loadReport]);

  if (listing === undefined && validId) {
    return (
      <PageCard title="Demanda">
        <Skeleton active />
      </PageCard>
    );
  }
  if (!listing) {
    return (
      <PageCard title="Demanda">
        <Result status="404" title="Demanda não encontrada." />
      </PageCard>
    );
  }
  const expired = isExpired(listing);
  return (
    <PageCard title={listing.title}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Local">
          {listing.street} — {listing.region}/{listing.uf}
        </Descriptions.Item>
        <Descriptions.Item label="Ramo">{listing.branch_of_the_company}</Descriptions.Item>
        <Descriptions.Item label="Tipo de empresa">{listing.type}</Descriptions.Item>
        <Descriptions.Item label="Colaboradores">
          {contributorsLabel(listing.contributors)}
          {listing.employees_per_site ? ` (${listing.employees_per_site} por estabelecimento)` : ''}
        </Descriptions.Item>
        {listing.activity || listing.cnae ? (
          <Descriptions.Item label="Atividade">
            {[listing.activity, listing.cnae && `CNAE ${listing.cnae}`].filter(Boolean).join(' — ')}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Grau de risco">
          {listing.risk_grade
            ? `${riskGradeText(listing.risk_grade)} (CNAE ${listing.cnae_class}) — fonte: ${CNAE_GRADE_SOURCE}`
            : 'Não informado'}
        </Descriptions.Item>
        <Descriptions.Item label="Prazo">{listing.urgency}</Descriptions.Item>
        <Descriptions.Item label="Publicada em">{formatDate(listing.published_date)}</Descriptions.Item>
        <Descriptions.Item label="Válida até">{formatDate(listing.expires_date)}</Descriptions.Item>
        <Descriptions.Item label="Vagas">{seatsLeftLabel(listing)}</Descriptions.Item>
        <Descriptions.Item label="Serviços" span={2}>
          {listing.description
            .split('\n')
            .filter(Boolean)
            .map((s) => (
              <Tag key={s}>{s}</Tag>
            ))}
        </Descriptions.Item>
        {listing.about ? (
          <Descriptions.Item label="Observações" span={2}>
            {listing.about}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {contact ? (
        <>
          <Typography.Title level={4}>Contato do solicitante</Typography.Title>
          <SubscriptionContact record={contact} />
          <LeadReportPanel
            demandId={demandId}
            subscribedAt={contact.subscribedAt}
            report={report}
            onReported={loadReport}
          />
        </>
      ) : (
        <>
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
          <Button
            type="primary"
            size="large"
            disabled={expired || subscribing}
            loading={subscribing}
            onClick={() => setConfirming(true)}
          >
            {expired ? 'Demanda expirada' : 'Inscreva-se'}
          </Button>
        </>
      )}
      <Modal
        open={confirming}
        title="Confirmar inscrição"
        okText="Confirmar"
        cancelText="Cancelar"
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          dispatch(subscribeConfirmed(demandId));
        }}
      >
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Seu saldo">{credits} créditos</Descriptions.Item>
          <Descriptions.Item label="Custo da inscrição">{SUBSCRIPTION_COST} créditos</Descriptions.Item>
          <Descriptions.Item label="Novo saldo">{credits - SUBSCRIPTION_COST} créditos</Descriptions.Item>
        </Descriptions>
      </Modal>
    </PageCard>
  );
}
