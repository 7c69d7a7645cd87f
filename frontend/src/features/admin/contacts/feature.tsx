import { MailOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { contactsSaga } from './contactsSaga';
import { contactsSlice } from './contactsSlice';
import { ContactsScreen } from './components/ContactsScreen';

/** Contatos: the visitors' messages (/admin/contatos). */
export const adminContactsFeature = defineFeature<typeof contactsSlice, AdminMenuEntry>({
  name: 'admin/contacts',
  slices: [contactsSlice],
  sagas: [contactsSaga],
  routes: [{ path: 'contatos', screen: ContactsScreen }],
  menu: [{ group: 'Conteúdo', label: 'Contatos', to: paths.admin.contacts, icon: <MailOutlined /> }],
});
