import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Faq } from '@conectasst/common/api/pages';
import { Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { faqDeleteClicked, faqEditClicked, faqsOpened, selectCms } from '../cmsSlice';

/** /admin/cms/PerguntasFrequentes: Novo, edit, delete. */
export function FaqListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { faqs, loading } = useAppSelector(selectCms);
  useEffect(() => {
    dispatch(faqsOpened());
  }, [dispatch]);
  const columns: TableColumnsType<Faq> = [
    { title: 'Titulo', dataIndex: 'title', key: 'title' },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_value, faq) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${faq.title}`}
              onClick={() => dispatch(faqEditClicked(faq.id))}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Excluir ${faq.title}`}
              onClick={() => dispatch(faqDeleteClicked(faq.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title="Perguntas Frequentes">
      <div style={{ marginBottom: spacing.lg }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.cmsFaqNew)}>
          Novo
        </Button>
      </div>
      <Table<Faq>
        rowKey="id"
        columns={columns}
        dataSource={faqs}
        loading={loading}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </PageCard>
  );
}
