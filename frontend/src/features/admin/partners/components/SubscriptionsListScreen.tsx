import { EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { formatDateTime, formatPhone } from '@conectasst/common/text/brazilianFormats';
import { Button, Descriptions, Modal, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { navigateTo } from '../../../../lib/navigation';
import { useView } from '../../../../lib/serverState/view';
import type { AdminSubscription } from '../partnersApi';
import { useAdminSubscriptionsQuery } from '../partnersReads';

/** /admin/inscricoes (spec §2 "Subscriptions list", route ours): Nome (provider and company), Ação → requester's details. */
export function SubscriptionsListScreen() {
  const { data: rows, loading } = useView(useAdminSubscriptionsQuery(), null);
  const [open, setOpen] = useState<AdminSubscription | null>(null);
  const columns: TableColumnsType<AdminSubscription> = [
    { title: 'Nome', key: 'name', render: (_v, s) => `${s.provider_name} — ${s.corporate_name}` },
    {
      title: 'Data',
      dataIndex: 'subscribedAt',
      key: 'at',
      responsive: ['md'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      fixed: 'right',
      render: (_v, s) => (
        <Space size={4}>
          <Tooltip title="Ver">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Ver inscrição de ${s.provider_name} em ${s.corporate_name}`}
              onClick={() => setOpen(s)}
            />
          </Tooltip>
          <Tooltip title="Histórico de inscrições da demanda">
            <Button
              type="text"
              icon={<HistoryOutlined />}
              aria-label={`Inscrições da demanda ${s.id}`}
              onClick={() => navigateTo(paths.admin.demandSubscriptions(s.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title="Inscrições">
      <Table<AdminSubscription>
        rowKey={(s) => `${s.id}-${s.provider_name}-${s.subscribedAt}`}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
      />
      <Modal open={Boolean(open)} title="Dados do solicitante" footer={null} onCancel={() => setOpen(null)}>
        {open ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Demanda">{open.title}</Descriptions.Item>
            <Descriptions.Item label="Nome">
              {[open.user_name, open.user_surname].filter(Boolean).join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label="Empresa">{open.corporate_name}</Descriptions.Item>
            <Descriptions.Item label="E-mail">{open.email}</Descriptions.Item>
            <Descriptions.Item label="Telefone">{formatPhone(open.phone)}</Descriptions.Item>
            <Descriptions.Item label="Departamento / cargo">
              {[open.department_name, open.role].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label="Local">
              {open.street} — {open.city}/{open.uf}
            </Descriptions.Item>
            <Descriptions.Item label="Serviços">
              {open.nrs.map((n) => (
                <Tag key={n}>{n}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </PageCard>
  );
}
