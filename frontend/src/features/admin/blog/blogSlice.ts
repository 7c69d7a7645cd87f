import { createSlice } from '@reduxjs/toolkit';
import type { CreatePostRequest, Post, UpdatePostRequest } from '@conectasst/common/api/blog';
import { crudReducers, crudRowActions, initialCrudState, type CrudState } from '../../../lib/adminCrud/crudSlice';

export type BlogAdminState = CrudState<Post>;

export const initialBlogAdminState: BlogAdminState = initialCrudState<Post>();

/** Admin blog: list, write (rich text), publish, delete. */
export const blogAdminSlice = createSlice({
  name: 'adminBlog',
  initialState: initialBlogAdminState,
  reducers: crudReducers<Post, CreatePostRequest, UpdatePostRequest>(),
});

export const { addScreenOpened, editScreenOpened, createSubmitted, updateSubmitted } = blogAdminSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(blogAdminSlice.name);

type WithBlog = { adminBlog?: BlogAdminState };
export const selectBlogAdmin = (state: WithBlog): BlogAdminState => state.adminBlog ?? initialBlogAdminState;
