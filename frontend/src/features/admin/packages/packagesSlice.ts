import { createSlice } from '@reduxjs/toolkit';
import type { CreatePackageRequest, CreditPackage, UpdatePackageRequest } from '@conectasst/common/api/packages';
import { crudReducers, crudRowActions, initialCrudState, type CrudState } from '../../../lib/adminCrud/crudSlice';

export type PackagesState = CrudState<CreditPackage>;

export const initialPackagesState: PackagesState = initialCrudState<CreditPackage>();

/** Admin credit packages (spec §2 /admin/credits): list with name search and pages, add and edit forms. */
export const packagesSlice = createSlice({
  name: 'adminPackages',
  initialState: initialPackagesState,
  reducers: crudReducers<CreditPackage, CreatePackageRequest, UpdatePackageRequest>(),
});

export const { addScreenOpened, editScreenOpened, createSubmitted, updateSubmitted } = packagesSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(packagesSlice.name);

type WithPackages = { adminPackages?: PackagesState };
export const selectPackages = (state: WithPackages): PackagesState => state.adminPackages ?? initialPackagesState;
