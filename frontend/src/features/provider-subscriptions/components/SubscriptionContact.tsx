import { formatPhone } from '@conectasst/common/text/brazilianFormats';
import { Descriptions, Tag } from 'antd';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import type { SubscriptionRecord } from '../api/subscriptionsApi';

/** The requester's details, shown only after subscribing (spec §3 subscription record). */
export function SubscriptionContact({ record }: { record: SubscriptionRecord }) {
  return (
    <Descriptions bordered size="small" column={1}>
      <Descriptions.Item label="Nome">
        {[record.user_name, record.user_surname].filter(Boolean).join(' ')}
      </Descriptions.Item>
      <Descriptions.Item label="Empresa">{record.corporate_name}</Descriptions.Item>
      <Descriptions.Item label="E-mail">
        <a href={`mailto:${record.email}`}>{record.email}</a>
      </Descriptions.Item>
      <Descriptions.Item label="Telefone">
        <a href={`tel:+55${record.phone}`}>{formatPhone(record.phone)}</a>{' '}
        <WhatsAppLink
          phone={record.phone}
          message={`Olá, ${record.user_name}! Sou parceiro da ConectaSST e falo sobre o seu pedido nº ${record.id} (${record.title}).`}
        />
      </Descriptions.Item>
      <Descriptions.Item label="Departamento / cargo">
        {[record.department_name, record.role].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label="Local">
        {record.street} — {record.city}/{record.uf}
      </Descriptions.Item>
      <Descriptions.Item label="Serviços">
        {record.nrs.map((n) => (
          <Tag key={n} style={{ whiteSpace: 'normal' }}>
            {n}
          </Tag>
        ))}
      </Descriptions.Item>
      {record.about ? <Descriptions.Item label="Observações">{record.about}</Descriptions.Item> : null}
    </Descriptions>
  );
}
