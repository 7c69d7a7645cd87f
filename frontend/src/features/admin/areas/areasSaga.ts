import { areaMessages } from '@conectasst/common/rules/areaRules';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import { createArea } from './api/createArea';
import { deleteArea } from './api/deleteArea';
import { getAdminAreas } from './api/getAdminAreas';
import { getArea } from './api/getArea';
import { updateArea } from './api/updateArea';
import { areasSlice, deleteClicked, editClicked, selectAreas } from './areasSlice';

export const areasSaga = createCrudSaga({
  actions: { ...areasSlice.actions, editClicked, deleteClicked },
  select: selectAreas,
  api: {
    list: (page, name) => getAdminAreas({ page, name }),
    get: getArea,
    create: createArea,
    update: updateArea,
    remove: deleteArea,
  },
  messages: areaMessages,
  paths: { list: paths.admin.areas, edit: paths.admin.areaEdit },
});
