import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { NR_NAME_MAX, nrMessages } from '../rules/nrRules';
import { activeStatus, coercedId, createdIdResponse, nameFilteredPageQuery, recordId } from './ids';

/** An NR as the admin list, the NR form and the public NR calls return it. */
export const nrSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  area_id: z.number().int(),
  /** Name of the NR's area (the admin list shows it in the Área column). */
  area_name: z.string().nullable(),
  /** true = Ativo, false = Inativo */
  status: z.boolean(),
  /** Offered to providers and requesters (active). */
  visible: z.boolean(),
});
export type Nr = z.infer<typeof nrSchema>;

const nrName = requiredText(nrMessages.nameRequired, NR_NAME_MAX, nrMessages.nameTooLong);

/** An area id as forms send it; anything else (missing, empty, 0) means no area was chosen. */
export const nrAreaId = coercedId(nrMessages.areaRequired);

/** `POST /v1/admin/nrs` */
export const createNrRequest = z.object({ name: nrName, area_id: nrAreaId });
export type CreateNrRequest = z.infer<typeof createNrRequest>;
export const createNrResponse = createdIdResponse;
export type CreateNrResponse = z.infer<typeof createNrResponse>;

/** `PUT /v1/admin/nrs`: the create form and Situação (the NR's id in the `id` header). */
export const updateNrRequest = z.object({ ...createNrRequest.shape, status: activeStatus });
export type UpdateNrRequest = z.infer<typeof updateNrRequest>;

/** `GET /v1/admin/nrs?page=&name=` */
export const listNrsQuery = nameFilteredPageQuery(NR_NAME_MAX);

/** `GET /v1/admin/nrs/show` — id in the `id` header (or the query). */
export const showNrQuery = z.object({ id: recordId.optional() });

/** `GET /v1/nrs/find?id=<area id>` — the active NRs of one area. */
export const findNrsQuery = z.object({ id: recordId });
