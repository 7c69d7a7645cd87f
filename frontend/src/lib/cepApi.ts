import type { CepAddress } from '@conectasst/common/api/accounts';
import type { ItemBody } from '@conectasst/common/api/envelope';
import { apiClient } from './apiClient';

/**
 * `GET /v1/cep/{cep}` (spec §4): the address of a CEP of 8 digits, for the forms that fill the street from it (the
 * account forms, the checkout's fiscal data). `null` when the lookup does not find it or fails: the user types it.
 */
export async function lookupCep(cep: string): Promise<CepAddress | null> {
  try {
    return (await apiClient.get<ItemBody<CepAddress>>(`/cep/${cep}`)).data;
  } catch {
    return null;
  }
}
