import { CheckCircleFilled, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { RequesterPage, RequesterPageProvider } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';
import { HIRED_OTHER } from '@conectasst/common/rules/reviewRules';
import { CLOSE_REASON_LABELS } from '@conectasst/common/rules/demandRules';
import { formatDate, formatPhone } from '@conectasst/common/text/brazilianFormats';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Divider,
  Empty,
  Flex,
  Modal,
  Progress,
  Radio,
  Result,
  Row,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageCard } from '../../components/PageCard';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { PublicLayout } from '../../components/layouts/PublicLayout';
import { palette, spacing } from '../../config/theme';
import { isApiError } from '../../lib/apiClient';
import { ResendLinkForm } from './ResendLinkForm';
import { ReviewPanel } from './ReviewPanel';
import {
  closeRequesterDemand,
  confirmRequesterEmail,
  getRequesterPage,
  getRequesterReviews,
  recordHire,
} from './requesterApi';

interface Outcome {
  page?: RequesterPage;
  notice?: { type: 'success' | 'error'; message: string };
  failure?: { status: number; message: string };
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'Algo deu errado, tente novamente.');

/** Loads the page; an unconfirmed demand is confirmed first (opening the e-mail link is the confirmation). */
async function openPage(token: string): Promise<Outcome> {
  try {
    const body = await getRequesterPage(token);
    if (body.data.state !== 'pending') return { page: body.data };
    try {
      const confirmed = await confirmRequesterEmail(token);
      return { page: (await getRequesterPage(token)).data, notice: { type: 'success', message: confirmed.message } };
    } catch (error) {
      return { page: body.data, notice: { type: 'error', message: messageOf(error) } };
    }
  } catch (error) {
    return { failure: { status: isApiError(error) ? error.status : 0, message: messageOf(error) } };
  }
}

/**
 * /minha-demanda/:token — the requester's own page (no account; the signed link of every e-mail): the demand, the
 * providers who subscribed with their contacts, the x/5 counter, 'Já contratei' and 'Cancelar pedido'. Opening it
 * while the demand is unconfirmed confirms the e-mail (ADR 0080).
 */
export function RequesterPageScreen() {
  const { token = '' } = useParams();
  const [page, setPage] = useState<RequesterPage>();
  const [failure, setFailure] = useState<{ status: number; message: string }>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; message: string }>();
  const [closing, setClosing] = useState<'hired' | 'cancelled'>();
  const [reviews, setReviews] = useState<RequesterReviews>();
  /** 'Já contratei' asks which subscribed provider was hired (or someone else) before closing. */
  const [askingHire, setAskingHire] = useState(false);
  const [hiredChoice, setHiredChoice] = useState<string>();

  const loadReviews = useCallback(() => {
    getRequesterReviews(token).then(
      (r) => setReviews(r.data),
      () => setReviews({ reviews: [], hiddenProviderIds: [], hired: null }),
    );
  }, [token]);

  useEffect(() => {
    let alive = true;
    openPage(token).then((outcome) => {
      if (!alive) return;
      if (outcome.notice) setNotice(outcome.notice);
      if (outcome.page) setPage(outcome.page);
      if (outcome.failure) setFailure(outcome.failure);
    });
    return () => {
      alive = false;
    };
  }, [token]);

  useEffect(() => {
    if (page && page.providers.length > 0) loadReviews();
  }, [page, loadReviews]);

  const close = (reason: 'hired' | 'cancelled', hired?: string) => {
    setClosing(reason);
    (hired ? recordHire(token, hired) : Promise.resolve())
      .then(() => closeRequesterDemand(token, reason))
      .then(async (r) => {
        setNotice({ type: 'success', message: r.message });
        setPage((await getRequesterPage(token)).data);
      })
      .catch((error: unknown) =>
        setNotice({ type: 'error', message: isApiError(error) ? error.message : 'Algo deu errado, tente novamente.' }),
      )
      .finally(() => setClosing(undefined));
  };

  if (failure) {
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
  if (!page) {
    return (
      <PublicLayout>
        <Flex justify="center" style={{ padding: spacing.xxl }}>
          <Spin size="large" />
        </Flex>
      </PublicLayout>
    );
  }

  const open = page.state === 'open';
  return (
    <PublicLayout>
      <PageCard title={`Meu pedido nº ${page.id}`}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {notice && (
            <Alert type={notice.type} showIcon message={notice.message} closable onClose={() => setNotice(undefined)} />
          )}
          {page.state === 'pending' && (
            <Alert
              type="warning"
              showIcon
              message="Seu e-mail ainda não foi confirmado: o pedido não aparece para os parceiros."
            />
          )}
          {page.state === 'closed' && (
            <Alert
              type="info"
              showIcon
              message={`Pedido encerrado: ${page.closeReason ? CLOSE_REASON_LABELS[page.closeReason] : 'encerrado'}.`}
            />
          )}
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
                {(page.activity || page.cnae) && (
                  <Descriptions.Item label="Atividade">
                    {[page.activity, page.cnae && `CNAE ${page.cnae}`].filter(Boolean).join(' — ')}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label="Colaboradores">
                  {page.employees}
                  {page.employeesPerSite ? ` (${page.employeesPerSite} por estabelecimento)` : ''}
                </Descriptions.Item>
                <Descriptions.Item label="Enviado em">{formatDate(page.createdAt)}</Descriptions.Item>
              </Descriptions>
            </Col>
            {/* On a phone the counter comes first. */}
            <Col xs={{ span: 24, order: 1 }} md={{ span: 8, order: 2 }}>
              <Card size="small" style={{ textAlign: 'center', background: palette.green50 }}>
                <Typography.Text type="secondary">Parceiros inscritos</Typography.Text>
                <div
                  aria-label="Parceiros inscritos"
                  style={{ fontSize: 40, fontWeight: 700, color: palette.green700 }}
                >
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

          {page.state !== 'closed' && (
            <Flex gap={spacing.sm} wrap="wrap">
              <Button
                type="primary"
                size="large"
                loading={closing === 'hired'}
                disabled={!open || closing !== undefined}
                onClick={() => (page.providers.length > 0 ? setAskingHire(true) : close('hired'))}
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
                    onOk: () => close('cancelled'),
                  })
                }
              >
                Cancelar pedido
              </Button>
            </Flex>
          )}

          <div>
            <Typography.Title level={3}>Parceiros interessados</Typography.Title>
            {page.providers.length === 0 ? (
              <Empty
                description={
                  open
                    ? 'Nenhum parceiro se inscreveu ainda. Avisaremos por e-mail a cada inscrição.'
                    : 'Nenhum parceiro se inscreveu.'
                }
              />
            ) : (
              <Row gutter={[spacing.md, spacing.md]}>
                {page.providers.map((provider) => (
                  <Col xs={24} md={12} key={provider.id}>
                    <ProviderCard provider={provider}>
                      {reviews?.hiddenProviderIds.includes(provider.id) ? (
                        <Typography.Text type="secondary">
                          Sua avaliação deste parceiro foi ocultada pela moderação.
                        </Typography.Text>
                      ) : reviews ? (
                        <ReviewPanel
                          token={token}
                          providerId={provider.id}
                          providerName={provider.name}
                          review={reviews.reviews.find((r) => r.providerId === provider.id)}
                          onSaved={(message) => {
                            setNotice({ type: 'success', message });
                            loadReviews();
                          }}
                        />
                      ) : null}
                    </ProviderCard>
                  </Col>
                ))}
              </Row>
            )}
          </div>
        </Space>
        <Modal
          open={askingHire}
          title="Quem você contratou?"
          okText="Confirmar"
          cancelText="Voltar"
          okButtonProps={{ disabled: !hiredChoice }}
          onCancel={() => setAskingHire(false)}
          onOk={() => {
            setAskingHire(false);
            close('hired', hiredChoice);
          }}
        >
          <Typography.Paragraph>
            Escolha o parceiro contratado. A avaliação dele mostrará “Contratado pela ConectaSST”.
          </Typography.Paragraph>
          <Radio.Group
            value={hiredChoice}
            onChange={(e) => setHiredChoice(String(e.target.value))}
            aria-label="Parceiro contratado"
          >
            <Space direction="vertical">
              {page.providers.map((p) => (
                <Radio key={p.id} value={p.id}>
                  {p.name}
                </Radio>
              ))}
              <Radio value={HIRED_OTHER}>Outro (fora da ConectaSST)</Radio>
            </Space>
          </Radio.Group>
        </Modal>
      </PageCard>
    </PublicLayout>
  );
}

function ProviderCard({ provider, children }: { provider: RequesterPageProvider; children?: ReactNode }) {
  return (
    <Card size="small" title={<ProviderName provider={provider} />} aria-label={`Parceiro ${provider.name}`}>
      <Space direction="vertical" size={spacing.xs}>
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
