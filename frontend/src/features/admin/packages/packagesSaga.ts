import { packageMessages } from '@conectasst/common/rules/packageRules';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import { createPackage, deletePackage, getPackage, getPackages, updatePackage } from './api/packagesApi';
import { deleteClicked, editClicked, packagesSlice, selectPackages } from './packagesSlice';

export const packagesSaga = createCrudSaga({
  actions: { ...packagesSlice.actions, editClicked, deleteClicked },
  select: selectPackages,
  api: { list: getPackages, get: getPackage, create: createPackage, update: updatePackage, remove: deletePackage },
  messages: packageMessages,
  paths: { list: paths.admin.credits, edit: paths.admin.creditsEdit },
});
