import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { AREA_NAME_MAX, areaMessages } from '../rules/areaRules';
import { activeStatus, createdIdResponse, nameFilteredPageQuery, recordId } from './ids';

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** true = Ativo, false = Inativo */
  status: z.boolean(),
  /** Offered to providers and requesters (active). */
  visible: z.boolean(),
});
export type Area = z.infer<typeof areaSchema>;

/** Public `GET /v1/area` entry. */
export const publicAreaSchema = areaSchema.pick({ id: true, name: true, visible: true });
export type PublicArea = z.infer<typeof publicAreaSchema>;

const areaName = requiredText(areaMessages.nameRequired, AREA_NAME_MAX, areaMessages.nameTooLong);

/** `POST /v1/area` */
export const createAreaRequest = z.object({ name: areaName });
export type CreateAreaRequest = z.infer<typeof createAreaRequest>;
export const createAreaResponse = createdIdResponse;
export type CreateAreaResponse = z.infer<typeof createAreaResponse>;

/** `PUT /v1/admin/area`: the create form, its id and Situação. */
export const updateAreaRequest = z.object({ id: recordId, ...createAreaRequest.shape, status: activeStatus });
export type UpdateAreaRequest = z.infer<typeof updateAreaRequest>;

/** `GET /v1/admin/area?page=&name=` */
export const listAreasQuery = nameFilteredPageQuery(AREA_NAME_MAX);

/** `GET /v1/admin/area/show` — the id comes in the query or in an `id` header (both readings of the spec). */
export const showAreaQuery = z.object({ id: recordId.optional() });
export const idHeader = z.object({ id: recordId });
export const optionalIdHeader = z.object({ id: recordId.optional() });
