import { EditOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { pagesSaga } from './pagesSaga';
import { pagesSlice } from './pagesSlice';
import { FaqEditScreen, FaqNewScreen } from './components/FaqFormScreen';
import { FaqListScreen } from './components/FaqListScreen';
import { HomeFormScreen } from './components/HomeFormScreen';
import { LegalFormScreen } from './components/LegalFormScreen';
import { MvvFormScreen } from './components/MvvFormScreen';
import { PagesScreen } from './components/PagesScreen';

/** CMS: the site's texts (/admin/cms/…; spec §2 spells them /admin/cms/... and /admin/CMS/...: route matching ignores case). */
export const adminPagesFeature = defineFeature<typeof pagesSlice, AdminMenuEntry>({
  name: 'admin/pages',
  slices: [pagesSlice],
  sagas: [pagesSaga],
  routes: [
    { path: 'cms', screen: PagesScreen },
    { path: 'cms/home', screen: HomeFormScreen },
    { path: 'cms/PerguntasFrequentes', screen: FaqListScreen },
    { path: 'cms/PerguntasFrequentes/new', screen: FaqNewScreen },
    { path: 'cms/PerguntasFrequentes/edit', screen: FaqEditScreen },
    { path: 'cms/MissaoValores', screen: MvvFormScreen },
    { path: 'cms/legal/:kind', screen: LegalFormScreen },
  ],
  menu: [{ group: 'Conteúdo', label: 'CMS', to: paths.admin.cms, icon: <EditOutlined /> }],
});
