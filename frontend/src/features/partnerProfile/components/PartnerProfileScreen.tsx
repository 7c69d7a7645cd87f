import { CheckCircleFilled } from '@ant-design/icons';
import { HIRED_MARK } from '@conectasst/common/rules/reviewRules';
import { DIRECT_REQUEST_CTA, directRequestPath, responseTimeText } from '@conectasst/common/api/reviews';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Card, Descriptions, Flex, Result, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PageCard } from '../../../components/PageCard';
import { ReviewStars } from '../../../components/ReviewStars';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { PublicPageLoading } from '../../../components/PublicPageLoading';
import { partnerProfileOpened, selectPartnerProfile } from '../partnerProfileSlice';
import { EmptyState } from '../../../components/EmptyState';

/**
 * "Pedir orçamento a este parceiro": the wizard, opened with this provider named (issue #35 item 8; Pedido direto, ADR
 * 0170: the provider holds a seat for 24 h, up to 4 others are asked too). The site's own primary button (site.css), as
 * on the server's copy of the page: antd's Button drawn as a link takes the site's link colour inside the public layout.
 */
function QuoteButton({ slug }: { slug: string }) {
  return (
    <Link to={directRequestPath(slug)} className="site-button site-button-primary site-button-large">
      {DIRECT_REQUEST_CTA}
    </Link>
  );
}

/**
 * /parceiros/<slug> — a provider's public page (issue #21 item 5): who it is, what it serves, its verified registries,
 * its rating and the reviews with replies. Never an e-mail or a phone: those reach only requesters whose demand it took.
 */
export function PartnerProfileScreen() {
  const { slug = '' } = useParams();
  const { slug: openedSlug, profile, failure } = useAppSelector(selectPartnerProfile);
  const current = openedSlug === slug;
  useScreenIntent(partnerProfileOpened(slug));

  if (current && failure) {
    return (
      <PublicLayout>
        <PageCard title="Parceiro">
          <Result status="404" title={failure} />
        </PageCard>
      </PublicLayout>
    );
  }
  if (!current || !profile) return <PublicPageLoading />;
  const { rating } = profile;
  return (
    <PublicLayout>
      <PageCard title={profile.name}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Flex gap={spacing.sm} align="center" wrap="wrap">
            {rating.count > 0 ? (
              <>
                <ReviewStars stars={Math.round(rating.average ?? 0)} />
                <Typography.Text strong>
                  {rating.average?.toLocaleString('pt-BR')} de 5 ({rating.count}{' '}
                  {rating.count === 1 ? 'avaliação' : 'avaliações'})
                </Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">Ainda sem avaliações</Typography.Text>
            )}
            {profile.credentials.map((label) => (
              <Tag key={label} color="green" icon={<CheckCircleFilled />}>
                {label} — Verificado
              </Tag>
            ))}
          </Flex>
          <div>
            <QuoteButton slug={profile.slug} />
          </div>
          <Descriptions column={1} size="small" bordered>
            {profile.personType && <Descriptions.Item label="Pessoa">{profile.personType}</Descriptions.Item>}
            {profile.profession && <Descriptions.Item label="Profissão">{profile.profession}</Descriptions.Item>}
            <Descriptions.Item label="Áreas">{profile.areas.join(', ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="NRs">
              {profile.nrs.length === 0 ? (
                '—'
              ) : (
                <Flex gap={spacing.xs} wrap="wrap">
                  {profile.nrs.map((nr) => (
                    <Tag key={nr} color="green" style={{ whiteSpace: 'normal', margin: 0 }}>
                      {nr}
                    </Tag>
                  ))}
                </Flex>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Regiões">
              {profile.regionSummary.length === 0
                ? '—'
                : profile.regionSummary.map((region) =>
                    region.cities.length ? (
                      <details key={region.uf}>
                        <summary>{region.label}</summary>
                        {region.cities.join(', ')}
                      </details>
                    ) : (
                      <div key={region.uf}>{region.label}</div>
                    ),
                  )}
            </Descriptions.Item>
            <Descriptions.Item label="Parceiro desde">{formatDate(profile.memberSince)}</Descriptions.Item>
            <Descriptions.Item label="Demandas atendidas">{profile.demandsAttended}</Descriptions.Item>
            {profile.responseHours ? (
              <Descriptions.Item label="Tempo de resposta">{responseTimeText(profile.responseHours)}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              Avaliações
            </Typography.Title>
            {profile.reviews.length === 0 ? (
              <EmptyState description="Nenhuma avaliação ainda." />
            ) : (
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                {profile.reviews.map((review) => (
                  <Card size="small" key={review.reviewId} aria-label={`Avaliação de ${review.reviewer}`}>
                    <Flex gap={spacing.sm} align="center" wrap="wrap">
                      <ReviewStars stars={review.stars} />
                      <Typography.Text>{review.reviewer}</Typography.Text>
                      <Typography.Text type="secondary">{formatDate(review.writtenAt)}</Typography.Text>
                      {review.hired && <Tag color="green">{HIRED_MARK}</Tag>}
                    </Flex>
                    <Typography.Paragraph style={{ margin: `${spacing.xs}px 0 0` }}>
                      {review.comment}
                    </Typography.Paragraph>
                    {review.reply && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        Resposta do parceiro: {review.reply}
                      </Typography.Paragraph>
                    )}
                  </Card>
                ))}
              </Space>
            )}
          </div>
        </Space>
      </PageCard>
    </PublicLayout>
  );
}
