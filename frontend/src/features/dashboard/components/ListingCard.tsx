import type { ServiceListing } from '@conectasst/common/api/demands';
import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { spacing } from '../../../config/theme';

const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** Spec §3: contributors is 'Mais' or two numbers shown as 'Entre X e Y'. */
export function contributorsLabel(contributors: string): string {
  const [from, to] = contributors.split(',');
  return to ? `Entre ${from} e ${to}` : 'Mais de 500';
}

export const isExpired = (listing: ServiceListing, now = Date.now()) => new Date(listing.expires_date).getTime() <= now;

export function ListingCard({ listing, subscribed, onOpen }: { listing: ServiceListing; subscribed: boolean; onOpen: () => void }) {
  const expired = isExpired(listing);
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: spacing.xs, height: '100%' } }}>
      <Typography.Text strong>{listing.title}</Typography.Text>
      <Space size={spacing.xs} wrap>
        <Tag icon={<EnvironmentOutlined />}>
          {listing.region}/{listing.uf}
        </Tag>
        <Tag icon={<TeamOutlined />}>{contributorsLabel(listing.contributors)}</Tag>
        <Tag color="gold">{listing.urgency}</Tag>
      </Space>
      <Typography.Text type="secondary">
        {listing.branch_of_the_company} · {listing.type}
      </Typography.Text>
      <Typography.Text type="secondary">
        Publicada em {date.format(new Date(listing.published_date))} · {listing.subs}/5 inscritos
      </Typography.Text>
      <div style={{ flex: 1 }} />
      <Button type={subscribed ? 'default' : 'primary'} disabled={expired && !subscribed} onClick={onOpen} aria-label={`${subscribed ? 'Ver contato' : 'Inscreva-se'}: ${listing.title}`}>
        {subscribed ? 'Ver contato' : expired ? 'Expirada' : 'Inscreva-se'}
      </Button>
    </Card>
  );
}
