import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import { formatDateTime, formatPhone } from '@conectasst/common/text/brazilianFormats';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { spacing } from '../../../../config/theme';
import { deleteClicked, listRequested, selectContacts, viewClosed, viewOpened } from '../contactsSlice';

const fullName = (m: ContactMessage) => [m.first_name, m.last_name].filter(Boolean).join(' ') || '(dados removidos)';

/** The message open from the list: who wrote, when, and the text. */
function ContactView({ viewing }: { viewing: ContactMessage | null }) {
  const dispatch = useAppDispatch();
  return (
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
  );
}

/** /admin/contatos: Nome, Data de envio, a view popup and delete. */
export function ContactsScreen() {
  const { items, page, perPage, total, loading, viewing } = useAppSelector(selectContacts);
  return (
    <>
      <CrudListScreen<ContactMessage>
        title="Contatos"
        list={{ items, page, perPage, total, loading }}
        actions={{ listRequested }}
        rowName={fullName}
        rowActions={[
          { label: 'Visualizar', icon: <EyeOutlined />, action: (m) => viewOpened(m) },
          { label: 'Excluir', icon: <DeleteOutlined />, danger: true, action: (m) => deleteClicked(m.id) },
        ]}
        hideOnSinglePage
        columns={[
          { title: 'Nome', key: 'name', render: (_v, m) => fullName(m) },
          {
            title: 'Data de envio',
            dataIndex: 'created_at',
            key: 'created_at',
            render: (iso: string) => formatDateTime(iso),
          },
        ]}
      />
      <ContactView viewing={viewing} />
    </>
  );
}
