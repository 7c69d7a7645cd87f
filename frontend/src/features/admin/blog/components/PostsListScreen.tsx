import type { Post } from '@conectasst/common/api/blog';
import { Tag } from 'antd';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { paths } from '../../../../config/paths';
import { blogAdminSlice, deleteClicked, editClicked, selectBlogAdmin } from '../blogSlice';

/** /admin/blog: every post, drafts included. */
export function PostsListScreen() {
  const { list } = useAppSelector(selectBlogAdmin);
  return (
    <CrudListScreen<Post>
      title="Blog"
      list={list}
      actions={{ ...blogAdminSlice.actions, editClicked, deleteClicked }}
      rowName={(post) => post.titulo}
      addPath={paths.admin.blogNew}
      hideOnSinglePage
      columns={[
        { title: 'Titulo', dataIndex: 'titulo', key: 'titulo' },
        {
          title: 'Situação',
          dataIndex: 'published',
          key: 'published',
          width: 120,
          render: (p: boolean) => (p ? <Tag color="green">Publicado</Tag> : <Tag>Rascunho</Tag>),
        },
      ]}
    />
  );
}
