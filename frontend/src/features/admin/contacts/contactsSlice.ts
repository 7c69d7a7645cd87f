import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@conectasst/common/api/contacts';

export interface ContactsState {
  items: ContactMessage[];
  loading: boolean;
  /** The message open in the view popup. */
  viewing: ContactMessage | null;
}

export const initialContactsState: ContactsState = { items: [], loading: false, viewing: null };

/** Admin contacts (spec §2 /admin/contatos). */
export const contactsSlice = createSlice({
  name: 'adminContacts',
  initialState: initialContactsState,
  reducers: {
    listRequested(state) {
      state.loading = true;
    },
    listLoaded(state, action: PayloadAction<ContactMessage[]>) {
      state.items = action.payload;
      state.loading = false;
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
