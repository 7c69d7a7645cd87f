import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import type { PagedBody } from '@conectasst/common/api/envelope';

export interface ContactsState {
  /** One page of the server's list (GET /v1/contato is paged). */
  items: ContactMessage[];
  page: number;
  perPage: number;
  total: number;
  loading: boolean;
  /** The message open in the view popup. */
  viewing: ContactMessage | null;
}

export const initialContactsState: ContactsState = {
  items: [],
  page: 1,
  perPage: 10,
  total: 0,
  loading: false,
  viewing: null,
};

/** Admin contacts (spec §2 /admin/contatos). */
export const contactsSlice = createSlice({
  name: 'adminContacts',
  initialState: initialContactsState,
  reducers: {
    listRequested(state, action: PayloadAction<{ page?: number } | undefined>) {
      state.loading = true;
      if (action.payload?.page !== undefined) state.page = action.payload.page;
    },
    listLoaded(state, action: PayloadAction<PagedBody<ContactMessage>['data']>) {
      const { data, page, perPage, total } = action.payload;
      Object.assign(state, { items: data, page, perPage, total, loading: false });
    },
    listFailed(state) {
      state.loading = false;
    },
    viewOpened(state, action: PayloadAction<ContactMessage>) {
      state.viewing = action.payload;
    },
    viewClosed(state) {
      state.viewing = null;
    },
  },
});

export const { listRequested, listLoaded, listFailed, viewOpened, viewClosed } = contactsSlice.actions;
export const deleteClicked = createAction<number>('adminContacts/deleteClicked');

type WithContacts = { adminContacts?: ContactsState };
export const selectContacts = (state: WithContacts): ContactsState => state.adminContacts ?? initialContactsState;
