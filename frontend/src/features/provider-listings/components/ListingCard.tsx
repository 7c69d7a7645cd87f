import type { ServiceListing } from '@conectasst/common/api/demands';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { RESERVED_FOR_YOU } from '@conectasst/common/rules/demandRules';
import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { CNAE_GRADE_SOURCE, riskGradeText } from '@conectasst/common/referenceData/cnae';
import { spacing } from '../../../config/theme';
import { useAppSelector } from '../../../app/hooks';
import { contributorsLabel, isExpired, seatsLeft, seatsLeftLabel } from '../../../lib/demandLabels';
import { subscriptionCostText } from '../../../lib/subscriptionCost';
import { selectListings } from '../listingsSlice';

export function ListingCard({
  listing,
  subscribed,
  onOpen,
}: {
  listing: ServiceListing;
  subscribed: boolean;
  onOpen: () => void;
}) {
  const expired = isExpired(listing);
  // Every "Inscreva-se" says what it costs (issue #35 item 5).
  const pricePerCredit = useAppSelector(selectListings).pricePerCredit;
  const costId = `cost-${listing.id}`;
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: spacing.xs, height: '100%' } }}
    >
      <Typography.Text strong>{listing.title}</Typography.Text>
      <Space size={spacing.xs} wrap>
        <Tag icon={<EnvironmentOutlined />}>
          {listing.region}/{listing.uf}
        </Tag>
        <Tag icon={<TeamOutlined />}>{contributorsLabel(listing.contributors)}</Tag>
        <Tag color="gold">{listing.urgency}</Tag>
        <Tag color={listing.risk_grade ? 'green' : undefined}>
          {riskGradeText(listing.risk_grade)}
          {listing.risk_grade ? ` · ${CNAE_GRADE_SOURCE}` : ''}
        </Tag>
      </Space>
      <Typography.Text type="secondary">
        {listing.branch_of_the_company} · {listing.type}
      </Typography.Text>
      <Typography.Text type="secondary">
        Publicada em {formatDate(listing.published_date)}
        {listing.activity || listing.cnae
          ? ` · ${[listing.activity, listing.cnae && `CNAE ${listing.cnae}`].filter(Boolean).join(' — ')}`
          : ''}
      </Typography.Text>
      <Tag color={seatsLeft(listing) <= 1 ? 'orange' : 'green'} style={{ alignSelf: 'flex-start' }}>
        {seatsLeftLabel(listing)}
      </Tag>
      {/* Pedido direto (ADR 0170): the requester named this provider, who holds a seat for 24 h. */}
      {listing.reserved_for_you && !subscribed ? (
        <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
          {RESERVED_FOR_YOU}
        </Tag>
      ) : null}
      <div style={{ flex: 1 }} />
      {subscribed || expired ? null : (
        <Typography.Text type="secondary" id={costId} style={{ textAlign: 'center' }}>
          {subscriptionCostText(pricePerCredit)}
        </Typography.Text>
      )}
      <Button
        type={subscribed ? 'default' : 'primary'}
        disabled={expired && !subscribed}
        onClick={onOpen}
        aria-label={`${subscribed ? 'Ver contato' : 'Inscreva-se'}: ${listing.title}`}
        aria-describedby={subscribed || expired ? undefined : costId}
      >
        {subscribed ? 'Ver contato' : expired ? 'Expirada' : 'Inscreva-se'}
      </Button>
    </Card>
  );
}
