import type { ServiceListing } from '@conectasst/common/api/demands';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { RESERVED_FOR_YOU, SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { CNAE_GRADE_SOURCE, riskGradeText } from '@conectasst/common/referenceData/cnae';
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import { paths } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { withReturnPath } from '../../../lib/returnPath';
import { creditsShort, shortfallText, subscriptionCostText } from '../../../lib/subscriptionCost';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { spacing } from '../../../config/theme';
import { selectSession } from '../../../session/sessionSlice';
import { contributorsLabel, isExpired, seatsLeftLabel } from '../../../lib/demandLabels';
import { SubscriptionContact } from './SubscriptionContact';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { offerOpened, selectSubscriptions, subscribeConfirmed } from '../subscriptionsSlice';
import { useMyLeadReportsQuery, useOfferQuery } from '../subscriptionsReads';
import { LeadReportPanel } from './LeadReportPanel';

/** /dashboard/service/{id}: the demand, the subscribe dialog (balance, cost, new balance), and the contact once subscribed. */
export function ServiceOfferScreen() {
  const { id } = useParams();
  const demandId = Number(id);
  const dispatch = useAppDispatch();
  const { credits } = useAppSelector(selectSession);
  const { pricePerCredit, subscribe } = useAppSelector(selectSubscriptions);
  const { subscribing, error } = subscribe;
  const [confirming, setConfirming] = useState(false);
  const validId = Number.isInteger(demandId) && demandId > 0;
  useScreenIntent(offerOpened(validId ? demandId : 0));
  // `currentData`: this demand's, never the one of the demand shown before while this one loads.
  const offer = useOfferQuery(demandId, { skip: !validId }).currentData;
  const leadReports = useMyLeadReportsQuery(undefined, { skip: !validId }).data;
  const listing = validId ? offer?.listing : null;
  const contact = offer?.contact;
  const report = leadReports?.find((r) => r.demandId === demandId);

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
  const signingRequired = listing.signing_required ?? null;
  const cost = subscriptionCostText(pricePerCredit);
  // Not enough credits (issue #35 item 5): the dialog says how many are missing and offers to buy them, then back here.
  const missing = creditsShort(credits);
  const buyCredits = () => {
    setConfirming(false);
    navigateTo(withReturnPath(paths.packages, paths.serviceOffer(String(demandId))));
  };
  return (
    <PageCard title={listing.title}>
      {/* Pedido direto (ADR 0170): the requester named this provider, who holds a seat for 24 h. */}
      {listing.reserved_for_you ? (
        <Alert type="info" showIcon message={RESERVED_FOR_YOU} style={{ marginBottom: spacing.md }} />
      ) : null}
      <DemandDetails listing={listing} />
      {contact ? (
        <>
          <Typography.Title level={4}>Contato do solicitante</Typography.Title>
          <SubscriptionContact record={contact} />
          <LeadReportPanel demandId={demandId} subscribedAt={contact.subscribedAt} report={report} />
        </>
      ) : (
        <SubscribeAction
          expired={expired}
          signingRequired={signingRequired}
          subscribing={subscribing}
          error={error}
          cost={cost}
          onSubscribe={() => setConfirming(true)}
        />
      )}
      <ConfirmSubscriptionModal
        open={confirming}
        credits={credits}
        cost={cost}
        missing={missing}
        onCancel={() => setConfirming(false)}
        onBuyCredits={buyCredits}
        onConfirm={() => {
          setConfirming(false);
          dispatch(subscribeConfirmed(demandId));
        }}
      />
    </PageCard>
  );
}

/** The demand as a provider reads it before subscribing: where, who, how urgent, which services. */
function DemandDetails({ listing }: { listing: ServiceListing }) {
  return (
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
      {/* 'filled': the rest of the row, one column on a phone (span 2 there widened the table past the screen). */}
      <Descriptions.Item label="Serviços" span="filled">
        {listing.description
          .split('\n')
          .filter(Boolean)
          .map((s) => (
            <Tag key={s} style={{ whiteSpace: 'normal' }}>
              {s}
            </Tag>
          ))}
      </Descriptions.Item>
      {listing.about ? (
        <Descriptions.Item label="Observações" span="filled">
          {listing.about}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

interface SubscribeActionProps {
  expired: boolean;
  /** The registry the provider lacks, when a service of the demand must be signed by one (ADR 0169). */
  signingRequired: string | null;
  subscribing: boolean;
  error: string | null;
  cost: string;
  onSubscribe: () => void;
}

/** Inscreva-se, with why it is unavailable (expired, a registry to verify) and what it costs. */
function SubscribeAction({ expired, signingRequired, subscribing, error, cost, onSubscribe }: SubscribeActionProps) {
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {/* ADR 0169: a service of the demand may only be signed by a registry this provider has not had verified. */}
      {signingRequired && !expired ? (
        <Alert
          type="warning"
          showIcon
          title={signingRequired}
          description="Este serviço só pode ser assinado por esse profissional. Cadastre o registro profissional em Meu Perfil; a inscrição fica disponível depois que a equipe o verificar."
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <Button
        type="primary"
        size="large"
        disabled={expired || subscribing || Boolean(signingRequired)}
        loading={subscribing}
        onClick={onSubscribe}
      >
        {expired ? 'Demanda expirada' : (signingRequired ?? 'Inscreva-se')}
      </Button>
      {expired || signingRequired ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: spacing.xs }}>
          Inscrição: {cost}
        </Typography.Paragraph>
      )}
    </>
  );
}

interface ConfirmSubscriptionModalProps {
  open: boolean;
  credits: number;
  cost: string;
  /** Credits short of the subscription's cost (0: enough). */
  missing: number;
  onCancel: () => void;
  onBuyCredits: () => void;
  onConfirm: () => void;
}

/** Confirmar inscrição: the balance, the cost and the new balance, or how many credits are missing and where to buy them. */
function ConfirmSubscriptionModal({
  open,
  credits,
  cost,
  missing,
  onCancel,
  onBuyCredits,
  onConfirm,
}: ConfirmSubscriptionModalProps) {
  return (
    <Modal
      open={open}
      title="Confirmar inscrição"
      okText="Confirmar"
      cancelText="Cancelar"
      onCancel={onCancel}
      okButtonProps={{ disabled: missing > 0 }}
      okType={missing > 0 ? 'default' : 'primary'}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          {missing > 0 ? (
            <Button type="primary" onClick={onBuyCredits}>
              Comprar créditos
            </Button>
          ) : null}
          <OkBtn />
        </>
      )}
      onOk={onConfirm}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Seu saldo">{credits} créditos</Descriptions.Item>
        <Descriptions.Item label="Custo da inscrição">{cost}</Descriptions.Item>
        {missing > 0 ? null : (
          <Descriptions.Item label="Novo saldo">{credits - SUBSCRIPTION_COST} créditos</Descriptions.Item>
        )}
      </Descriptions>
      {missing > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={shortfallText(missing)}
          description="Compre créditos para se inscrever: depois do pagamento, você volta para esta demanda."
        />
      ) : null}
    </Modal>
  );
}
