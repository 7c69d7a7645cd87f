import { createAction } from '@reduxjs/toolkit';

/**
 * "These reads changed" (ADR 0184): the action `serverApi.util.invalidateTags(tags)` makes, for the sagas the store
 * starts with every visitor (the provider's), which must not import the api and bring RTK Query into the home page's
 * chunk. Every read on screen that provides one of the tags is asked again; before the api is in the store it does
 * nothing (no read is on screen).
 */
export const readsChanged = createAction<string[]>('serverState/invalidateTags');
