import { blogMessages } from '@conectasst/common/rules/blogRules';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import { createPost, deletePost, getAdminPosts, getPost, updatePost } from './api/blogApi';
import { blogAdminSlice, deleteClicked, editClicked, selectBlogAdmin } from './blogSlice';

export const blogAdminSaga = createCrudSaga({
  actions: { ...blogAdminSlice.actions, editClicked, deleteClicked },
  select: selectBlogAdmin,
  api: { list: getAdminPosts, get: getPost, create: createPost, update: updatePost, remove: deletePost },
  messages: blogMessages,
  paths: { list: paths.admin.blog, edit: paths.admin.blogEdit },
});
