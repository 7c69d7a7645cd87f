import { CheckCircleFilled, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { RequesterPage, RequesterPageProvider } from '@conectasst/common/api/demands';
import { HIRED_OTHER } from '@conectasst/common/rules/reviewRules';
import { CLOSE_REASON_LABELS } from '@conectasst/common/rules/demandRules';
import { SIGNING_ENABLED } from '@conectasst/common/rules/signingRules';
import { formatDate, formatPhone } from '@conectasst/common/text/brazilianFormats';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Divider,
  Flex,
  Modal,
  Progress,
  Radio,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageCard } from '../../../components/PageCard';
import { PublicPageLoading } from '../../../components/PublicPageLoading';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { palette, spacing } from '../../../config/theme';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ResendLinkForm } from './ResendLinkForm';
import { ReviewPanel } from './ReviewPanel';
import { ProposalComparison } from './ProposalComparison';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { closeRequested, noticeDismissed, requesterPageOpened, selectRequester } from '../requesterSlice';
import { EmptyState } from '../../../components/EmptyState';
import { MyDataRights } from '../../../components/MyDataRights';
import { requestAsRequester, requesterDataUrl } from '../api/requesterLgpdApi';

/**
 * /minha-demanda/:token — the requester's own page (no account; the signed link of every e-mail): the demand, the
 * providers who subscribed with their contacts, the x/5 counter, 'Já contratei' and 'Cancelar pedido'. Opening it
 * while the demand is unconfirmed confirms the e-mail (ADR 0080); requesterSaga does the calls.
 */
export function RequesterPageScreen() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { token: openedToken, page, failure, notice } = useAppSelector(selectRequester);
  const current = openedToken === token;
  useScreenIntent(requesterPageOpened(token));

  if (current && failure) {
    return (
      <PublicLayout>
        <PageCard title="Meu pedido">
          <Result
            status={failure.status === 404 ? '404' : 'warning'}
            title={failure.message}
            subTitle="Informe o e-mail usado no pedido e enviaremos um novo link."
          />
          <div style={{ maxWidth: 420, margin: '0 auto' }}>
            <ResendLinkForm />
          </div>
        </PageCard>
      </PublicLayout>
    );
  }
  if (!current || !page) return <PublicPageLoading />;
  return (
    <PublicLayout>
      <PageCard title={`Meu pedido nº ${page.id}`}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {notice && !notice.closed && (
            <Alert
              type={notice.type}
              showIcon
              title={notice.message}
              closable
              onClose={() => dispatch(noticeDismissed())}
            />
          )}
          <StateAlert page={page} closedNow={notice?.closed ? notice.message : undefined} />
          <DemandSummary page={page} />
          <CloseButtons page={page} />
          <ProposalComparison token={token} />
          <InterestedProviders page={page} />
          <MyDataRights
            download={{ href: requesterDataUrl(token) }}
            send={(kind, details) => requestAsRequester(token, kind, details)}
          />
        </Space>
      </PageCard>
    </PublicLayout>
  );
}

/** The demand's state in one banner: unconfirmed, or closed (with the answer to closing it, when it just closed). */
function StateAlert({ page, closedNow }: { page: RequesterPage; closedNow?: string }) {
  if (page.state === 'pending')
    return (
      <Alert
        type="warning"
        showIcon
        title="Seu e-mail ainda não foi confirmado: o pedido não aparece para os parceiros."
      />
    );
  if (page.state === 'closed')
    return (
      <Alert
        type="info"
        showIcon
        title={`Pedido encerrado: ${page.closeReason ? CLOSE_REASON_LABELS[page.closeReason] : 'encerrado'}.`}
        description={closedNow}
      />
    );
  return null;
}

/** The demand as filed, and the x/5 counter (first on a phone). */
function DemandSummary({ page }: { page: RequesterPage }) {
  return (
    <Row gutter={[spacing.lg, spacing.lg]}>
      <Col xs={{ span: 24, order: 2 }} md={{ span: 16, order: 1 }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Serviços">{page.services.join(', ') || page.title}</Descriptions.Item>
          <Descriptions.Item label="Empresa">{page.corporateName}</Descriptions.Item>
          <Descriptions.Item label="Local">
            {page.neighbourhood}, {page.city}/{page.uf}
          </Descriptions.Item>
          <Descriptions.Item label="Prazo desejado">
            {page.neededBy}
            {page.deadline ? ` (até ${formatDate(page.deadline)})` : ''}
          </Descriptions.Item>
          {/* A ternary, not `&&`: an empty string would be an empty row of the table. */}
          {page.activity || page.cnae ? (
            <Descriptions.Item label="Atividade">
              {[page.activity, page.cnae && `CNAE ${page.cnae}`].filter(Boolean).join(' — ')}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Colaboradores">
            {page.employees}
            {page.employeesPerSite ? ` (${page.employeesPerSite} por estabelecimento)` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Enviado em">{formatDate(page.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 8, order: 2 }}>
        <Card size="small" style={{ textAlign: 'center', background: palette.green50 }}>
          <Typography.Text type="secondary">Parceiros inscritos</Typography.Text>
          <div aria-label="Parceiros inscritos" style={{ fontSize: 40, fontWeight: 700, color: palette.green700 }}>
            {page.subs}/{page.maxSubs}
          </div>
          <Progress
            aria-label="Vagas ocupadas"
            percent={Math.round((page.subs / page.maxSubs) * 100)}
            showInfo={false}
            strokeColor={palette.green500}
          />
        </Card>
      </Col>
    </Row>
  );
}

/**
 * 'Já contratei' (asking who, when providers subscribed) and 'Cancelar pedido' (confirmed first). 'Já contratei' is
 * the main button only once someone has subscribed: before that there is no one from here to have hired.
 */
function CloseButtons({ page }: { page: RequesterPage }) {
  const dispatch = useAppDispatch();
  const { closing } = useAppSelector(selectRequester);
  const [askingHire, setAskingHire] = useState(false);
  if (page.state === 'closed') return null;
  return (
    <Flex gap={spacing.sm} wrap="wrap">
      <Button
        type={page.providers.length > 0 ? 'primary' : 'default'}
        size="large"
        loading={closing === 'hired'}
        disabled={page.state !== 'open' || closing !== undefined}
        onClick={() =>
          page.providers.length > 0 ? setAskingHire(true) : dispatch(closeRequested({ reason: 'hired' }))
        }
      >
        Já contratei
      </Button>
      <Button
        danger
        size="large"
        loading={closing === 'cancelled'}
        disabled={closing !== undefined}
        onClick={() =>
          Modal.confirm({
            title: 'Cancelar pedido?',
            content: 'O pedido sai da lista dos parceiros e não poderá ser reaberto.',
            okText: 'Sim, cancelar',
            okButtonProps: { danger: true },
            cancelText: 'Voltar',
            onOk: () => dispatch(closeRequested({ reason: 'cancelled' })),
          })
        }
      >
        Cancelar pedido
      </Button>
      <HireDialog
        open={askingHire}
        providers={page.providers}
        onCancel={() => setAskingHire(false)}
        onConfirm={(hired) => {
          setAskingHire(false);
          dispatch(closeRequested({ reason: 'hired', hired }));
        }}
      />
    </Flex>
  );
}

/** 'Já contratei' asks which subscribed provider was hired (or someone else) before closing. */
function HireDialog({
  open,
  providers,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  providers: RequesterPageProvider[];
  onCancel: () => void;
  onConfirm: (hired: string) => void;
}) {
  const [hiredChoice, setHiredChoice] = useState<string>();
  return (
    <Modal
      open={open}
      title="Quem você contratou?"
      okText="Confirmar"
      cancelText="Voltar"
      okButtonProps={{ disabled: !hiredChoice }}
      onCancel={onCancel}
      onOk={() => hiredChoice && onConfirm(hiredChoice)}
    >
      <Typography.Paragraph>
        Escolha o parceiro contratado. A avaliação dele mostrará “Contratado pela ConectaSST”.
      </Typography.Paragraph>
      <Radio.Group
        value={hiredChoice}
        onChange={(e) => setHiredChoice(String(e.target.value))}
        aria-label="Parceiro contratado"
      >
        <Space orientation="vertical">
          {providers.map((p) => (
            <Radio key={p.id} value={p.id}>
              {p.name}
            </Radio>
          ))}
          <Radio value={HIRED_OTHER}>Outro (fora da ConectaSST)</Radio>
        </Space>
      </Radio.Group>
    </Modal>
  );
}

/** 'Parceiros interessados': each subscribed provider with contacts and the requester's review of them. */
function InterestedProviders({ page }: { page: RequesterPage }) {
  const { reviews } = useAppSelector(selectRequester);
  return (
    <div>
      <Typography.Title level={3}>Parceiros interessados</Typography.Title>
      {page.providers.length === 0 ? (
        <EmptyState
          description={
            page.state === 'open'
              ? 'Nenhum parceiro se inscreveu ainda. Avisaremos por e-mail a cada inscrição.'
              : 'Nenhum parceiro se inscreveu.'
          }
        />
      ) : (
        <Row gutter={[spacing.md, spacing.md]}>
          {page.providers.map((provider) => (
            <Col xs={24} md={12} key={provider.id}>
              <ProviderCard
                provider={provider}
                whatsAppText={`Olá, ${provider.name}! Sou ${page.requesterName ?? 'o solicitante'} e falo sobre o meu pedido nº ${page.id} (${page.title}) na ConectaSST.`}
              >
                {reviews?.hiddenProviderIds.includes(provider.id) ? (
                  <Typography.Text type="secondary">
                    Sua avaliação deste parceiro foi ocultada pela moderação.
                  </Typography.Text>
                ) : reviews ? (
                  <ReviewPanel
                    providerId={provider.id}
                    providerName={provider.name}
                    review={reviews.reviews.find((r) => r.providerId === provider.id)}
                  />
                ) : null}
              </ProviderCard>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}

function ProviderCard({
  provider,
  whatsAppText,
  children,
}: {
  provider: RequesterPageProvider;
  /** The message 'Chamar no WhatsApp' opens with (issue #36 item 3). */
  whatsAppText?: string;
  children?: ReactNode;
}) {
  return (
    <Card size="small" title={<ProviderName provider={provider} />} aria-label={`Parceiro ${provider.name}`}>
      <Space orientation="vertical" size={spacing.xs}>
        {provider.corporateName && <Typography.Text>{provider.corporateName}</Typography.Text>}
        <Flex gap={spacing.sm} align="center" wrap="wrap">
          {provider.rating.count > 0 ? (
            <Typography.Text>
              Nota {provider.rating.average?.toLocaleString('pt-BR')} de 5 ({provider.rating.count}{' '}
              {provider.rating.count === 1 ? 'avaliação' : 'avaliações'})
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">Ainda sem avaliações</Typography.Text>
          )}
          <Link to={provider.profilePath}>Ver perfil de {provider.name}</Link>
        </Flex>
        {provider.profession && <Typography.Text type="secondary">{provider.profession}</Typography.Text>}
        {provider.email && (
          <Typography.Link href={`mailto:${provider.email}`}>
            <MailOutlined /> {provider.email}
          </Typography.Link>
        )}
        {provider.phone && (
          <Typography.Link href={`tel:+55${provider.phone}`}>
            <PhoneOutlined /> {formatPhone(provider.phone)}
          </Typography.Link>
        )}
        {whatsAppText ? <WhatsAppLink phone={provider.phone} message={whatsAppText} /> : null}
        {provider.credentials.length > 0 && (
          <Flex gap={spacing.xs} wrap="wrap">
            {provider.credentials.map((c) => (
              <Tag
                key={c.label}
                color={c.verified ? 'green' : undefined}
                icon={c.verified ? <CheckCircleFilled /> : undefined}
              >
                {c.label}
              </Tag>
            ))}
          </Flex>
        )}
        {/* ADR 0169: a verified registry that may sign every signed service of the demand. */}
        {provider.maySign ? (
          <span>
            <Tag color="green">{SIGNING_ENABLED}</Tag>
          </span>
        ) : null}
        {children && <Divider style={{ margin: `${spacing.xs}px 0` }} />}
        {children}
      </Space>
    </Card>
  );
}

function ProviderName({ provider }: { provider: RequesterPageProvider }) {
  return (
    <span>
      {provider.name}
      <VerifiedBadge labels={provider.credentials.filter((c) => c.verified).map((c) => c.label)} />
    </span>
  );
}
