import type { MyProposal, SendProposalBody, SeatStageRow } from '@conectasst/common/api/proposals';
import type { Credential } from '@conectasst/common/api/trust';
import type { MarkableStage } from '@conectasst/common/rules/proposalRules';
import { ApiError, apiClient, errorMessageOf } from '../../../lib/apiClient';
import { readStored, storageKeys } from '../../../lib/storage';

/** `GET /v1/parceiro/propostas`: each seat's stage. */
export const getSeatStages = () => apiClient.get<{ data: SeatStageRow[] }>('/parceiro/propostas');
/** `GET /v1/parceiro/propostas/{demandId}`: the provider's own proposal, its history and the stage. */
export const getMyProposal = (demandId: number) =>
  apiClient.get<{ data: MyProposal }>(`/parceiro/propostas/${demandId}`);
/** `GET /v1/credentials`: the provider's registries (the verified ones may sign). */
export const getMyCredentials = () => apiClient.get<{ data: Credential[] }>('/credentials');
/** `POST /v1/parceiro/propostas` */
export const postProposal = (body: SendProposalBody) =>
  apiClient.post<{ message: string }>('/parceiro/propostas', body);
/** `POST /v1/parceiro/propostas/etapa` */
export const postSeatStage = (demandId: number, stage: MarkableStage) =>
  apiClient.post<{ message: string }>('/parceiro/propostas/etapa', { demandId, stage });

/** `POST /v1/parceiro/propostas/anexo`: the PDF's bytes as they are (not JSON), answered with its SHA-256. */
export async function uploadProposalPdf(file: Blob): Promise<{ sha256: string; size: number }> {
  const token = readStored(storageKeys.token);
  let response: Response;
  try {
    response = await fetch('/v1/parceiro/propostas/anexo', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/pdf',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, errorMessageOf(error));
  }
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: { sha256: string; size: number };
  };
  if (!response.ok || !payload.data)
    throw new ApiError(response.status, payload.message ?? 'Não foi possível enviar o PDF.');
  return payload.data;
}
