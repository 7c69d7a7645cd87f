/**
 * The life of an admin catalogue record (area, NR, service, credit package; docs/catalogue.md): created active, switched
 * between Ativo and Inativo by the form's Situação, deleted for good. `none`: the id was never used.
 */
export type CatalogueStatus = 'none' | 'active' | 'inactive' | 'deleted';

/** Created and not deleted: what an edit or a delete needs. */
export const isLive = (state: { status: CatalogueStatus }): boolean =>
  state.status === 'active' || state.status === 'inactive';

/** The event the form's Situação asks for: `activated` when it turns Ativo, `deactivated` when it turns Inativo, none when it stays. */
export function situationChange<Event>(
  state: { status: CatalogueStatus },
  active: boolean,
  events: { activated: Event; deactivated: Event },
): Event[] {
  if (active === (state.status === 'active')) return [];
  return [active ? events.activated : events.deactivated];
}
