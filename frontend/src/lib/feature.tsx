import type { Slice, WithSlice } from '@reduxjs/toolkit';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Saga } from 'redux-saga';

/**
 * A screen of a feature at one address (`''`: the area's index), as a component or, when it takes props, an element;
 * `guard` wraps it outside the area's frame (e.g. keep the address, then log in).
 */
export type FeatureRoute = { path: string; guard?: ComponentType<{ children: ReactNode }> } & (
  { screen: ComponentType } | { element: ReactNode }
);

/** What a route draws. */
export const routeElement = (route: FeatureRoute): ReactNode => {
  if ('element' in route) return route.element;
  const Screen = route.screen;
  return <Screen />;
};

/**
 * What a feature brings to the app (ADR 0183): its state (slices), its flows (sagas), its screens (routes) and its menu
 * entries. The app maps over one list of descriptors per area (store reducers, root saga, routes, menu), so adding an
 * area touches its folder and that list. `Menu` is the area's menu entry (the provider's header link, the admin's
 * grouped link); `S` keeps each slice's own type so the store's state stays typed.
 */
export interface FeatureDescriptor<S extends Slice = Slice, Menu = never> {
  /** The feature's folder, e.g. `provider-listings`, `admin/nrs`; also the key its sagas are started under. */
  name: string;
  slices: readonly S[];
  sagas: readonly Saga<[]>[];
  routes: readonly FeatureRoute[];
  menu: readonly Menu[];
}

/** A descriptor with its slices' types kept (`slices: [a, b]` stays `(typeof a | typeof b)[]`, not `Slice[]`). */
export const defineFeature = <S extends Slice = never, Menu = never>(
  descriptor: FeatureDescriptor<S, Menu>,
): FeatureDescriptor<S, Menu> => descriptor;

/** A header link of the provider's area (spec §2); `activeFor` are the sections below other addresses it stands for. */
export interface ProviderMenuEntry {
  label: string;
  to: string;
  activeFor?: string[];
}

/** A named export loaded on first visit: a descriptor in the entry chunk names its screens without loading them. */
export const lazyScreen = <M,>(load: () => Promise<M>, name: keyof M): ComponentType =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** The slices of a list of descriptors, each with its own type (for `combineSlices`, so the store's state stays typed). */
export const slicesOf = <F extends readonly { slices: readonly Slice[] }[]>(features: F) =>
  features.flatMap((feature) => feature.slices) as F[number]['slices'][number][];

/** The sagas of a list of descriptors. */
export const sagasOf = (features: readonly { sagas: readonly Saga<[]>[] }[]) =>
  features.flatMap((feature) => feature.sagas);

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The state a list of lazily installed descriptors adds to the store (for `withLazyLoadedSlices`). */
export type LazySlicesOf<F extends readonly { slices: readonly Slice[] }[]> = UnionToIntersection<
  F[number]['slices'][number] extends infer S ? (S extends Slice ? WithSlice<S> : never) : never
>;
