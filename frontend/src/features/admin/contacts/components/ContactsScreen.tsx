import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import { formatDateTime, formatPhone } from '@conectasst/common/text/brazilianFormats';
import { Button, Descriptions, Modal, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { deleteClicked, listRequested, selectContacts, viewClosed, viewOpened } from '../contactsSlice';

const fullName = (m: ContactMessage) => [m.first_name, m.last_name].filter(Boolean).join(' ') || '(dados removidos)';

/** /admin/contatos: Nome, Data de envio, a view popup and delete. */
export function ContactsScreen() {
  const dispatch = useAppDispatch();
  const { items, page, perPage, total, loading, viewing } = useAppSelector(selectContacts);
  useEffect(() => {
    dispatch(listRequested());
  }, [dispatch]);

  const columns: TableColumnsType<ContactMessage> = [
    { title: 'Nome', key: 'name', render: (_v, m) => fullName(m) },
    {
      title: 'Data de envio',
      dataIndex: 'created_at',
      key: 'created_at',
      render: (iso: string) => formatDateTime(iso),
    },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_v, m) => (
        <Space size={spacing.xs}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar ${fullName(m)}`}
              onClick={() => dispatch(viewOpened(m))}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Excluir ${fullName(m)}`}
              onClick={() => dispatch(deleteClicked(m.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Contatos">
      <Table<ContactMessage>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{
          current: page,
          pageSize: perPage,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => dispatch(listRequested({ page: next })),
        }}
      />
      <Modal
        open={viewing !== null}
        title={viewing ? viewing.subject : ''}
        onCancel={() => dispatch(viewClosed())}
        footer={<Button onClick={() => dispatch(viewClosed())}>Fechar</Button>}
      >
        {viewing ? (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Nome">{fullName(viewing)}</Descriptions.Item>
              <Descriptions.Item label="E-mail">{viewing.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Telefone">{formatPhone(viewing.phone)}</Descriptions.Item>
              <Descriptions.Item label="Cidade">{`${viewing.city ?? '—'} - ${viewing.uf}`}</Descriptions.Item>
              <Descriptions.Item label="Data de envio">{formatDateTime(viewing.created_at)}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ marginTop: spacing.md, whiteSpace: 'pre-wrap' }}>
              {viewing.text ?? ''}
            </Typography.Paragraph>
          </>
        ) : null}
      </Modal>
    </PageCard>
  );
}
