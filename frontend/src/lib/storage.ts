/** Keys of the data the spec keeps in the browser's local storage (spec §3). */
export const storageKeys = {
  /** Session token (bearer). */
  token: 'token',
  /** Id of the record picked in an admin list, read by the edit screen. */
  selectedId: 'selectedId',
  /** Service the visitor opened before logging in; consumed after login. */
  pendingServiceId: 'pendingServiceId',
  /**
   * Services picked on the home search, read by the demand wizard (/demanda): JSON `[{ "id": number, "name": string }]`
   * (ids of the `services` table). See docs/catalogue.md.
   */
  selectedNrs: 'selectedNrs',
  /** Demand wizard step data (spec §3), JSON `{ primary?, location? }`, cleared once the demand is sent. */
  demandWizard: 'demandWizard',
  /**
   * The demand just sent (issue #35 item 3), JSON `{ id, email, sentAt }`: the home page's "Pedido nº N recebido"
   * notice, kept across a reload until dismissed (or the 72 h to confirm are over).
   */
  sentDemand: 'sentDemand',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  return window.localStorage.getItem(key);
}

export function writeStored(key: StorageKey, value: string): void {
  window.localStorage.setItem(key, value);
}

export function removeStored(key: StorageKey): void {
  window.localStorage.removeItem(key);
}

/** Sair: the spec clears the whole local storage. */
export function clearStorage(): void {
  window.localStorage.clear();
}
