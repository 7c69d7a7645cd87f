import { ReadOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { blogAdminSaga } from './blogSaga';
import { blogAdminSlice } from './blogSlice';
import { PostEditScreen, PostNewScreen } from './components/PostFormScreen';
import { PostsListScreen } from './components/PostsListScreen';

/** Blog (/admin/blog). */
export const adminBlogFeature = defineFeature<typeof blogAdminSlice, AdminMenuEntry>({
  name: 'admin/blog',
  slices: [blogAdminSlice],
  sagas: [blogAdminSaga],
  routes: [
    { path: 'blog', screen: PostsListScreen },
    { path: 'blog/new', screen: PostNewScreen },
    { path: 'blog/edit', screen: PostEditScreen },
  ],
  menu: [{ group: 'Conteúdo', label: 'Blog', to: paths.admin.blog, icon: <ReadOutlined /> }],
});
