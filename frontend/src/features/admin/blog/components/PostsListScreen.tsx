import type { Post } from '@conectasst/common/api/blog';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
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
        statusColumn({ dataIndex: 'published', on: 'Publicado', off: 'Rascunho', width: 120 }),
      ]}
    />
  );
}
