import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Post } from '@conectasst/common/api/blog';
import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { deleteClicked, editClicked, listRequested, selectBlogAdmin } from '../blogSlice';

/** /admin/blog: every post, drafts included. */
export function PostsListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading } = useAppSelector(selectBlogAdmin).list;
  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);
  const columns: TableColumnsType<Post> = [
    { title: 'Titulo', dataIndex: 'titulo', key: 'titulo' },
    { title: 'Situação', dataIndex: 'published', key: 'published', width: 120, render: (p: boolean) => (p ? <Tag color="green">Publicado</Tag> : <Tag>Rascunho</Tag>) },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_v, post) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${post.titulo}`} onClick={() => dispatch(editClicked(post.id))} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${post.titulo}`} onClick={() => dispatch(deleteClicked(post.id))} />
          </Tooltip>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title="Blog">
      <div style={{ marginBottom: spacing.lg }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.blogNew)}>
          Novo
        </Button>
      </div>
      <Table<Post>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{ current: page, pageSize: perPage, total, showSizeChanger: false, hideOnSinglePage: true, onChange: (next) => dispatch(listRequested({ page: next })) }}
      />
    </PageCard>
  );
}
