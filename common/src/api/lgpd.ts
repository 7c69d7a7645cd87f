import { z } from 'zod';
import { coercedId } from './ids';
import { providerIdSchema } from './providers';

/** `POST /v1/admin/Parceiro/erase`: erase a provider's personal data (LGPD). */
export const eraseProviderRequest = z.object({ id: providerIdSchema });

/** `POST /v1/admin/demanda/erase`: erase the requester's contact of this demand (and of their other demands). */
export const eraseRequesterRequest = z.object({ id: coercedId('Demanda inválida.') });

export const erasureResponse = z.object({ message: z.string(), data: z.object({ erased: z.number().int() }) });
