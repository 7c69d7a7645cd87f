import { readStored, removeStored, storageKeys, writeStored } from './storage';

/** A service picked on the home search (stored for /demanda as `{ id, name }`). */
export interface SelectedService {
  id: number;
  name: string;
}

/** The picks as the demand wizard reads them: `localStorage.selectedNrs` = JSON `[{ id, name }]` (docs/catalogue.md). */
export function readSelectedServices(): SelectedService[] {
  try {
    const parsed = JSON.parse(readStored(storageKeys.selectedNrs) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is SelectedService =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as SelectedService).id) &&
        typeof (item as SelectedService).name === 'string',
    );
  } catch {
    return [];
  }
}

export function writeSelectedServices(selected: SelectedService[]): void {
  if (selected.length === 0) removeStored(storageKeys.selectedNrs);
  else writeStored(storageKeys.selectedNrs, JSON.stringify(selected.map(({ id, name }) => ({ id, name }))));
}
