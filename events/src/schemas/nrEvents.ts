import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one NR (Norma Regulamentadora): `nr-<id>`. */
export const nrStream = (nrId: number) => `nr-${nrId}`;

const nrId = z.number().int().positive();
const areaId = z.number().int().positive();

export const NrCreated = defineEvent({
  type: 'NrCreated',
  version: 1,
  schema: z.object({ nrId, name: z.string().min(1), areaId }),
  personalData: [],
});

export const NrRenamed = defineEvent({
  type: 'NrRenamed',
  version: 1,
  schema: z.object({ nrId, name: z.string().min(1), previousName: z.string() }),
  personalData: [],
});

export const NrMovedToArea = defineEvent({
  type: 'NrMovedToArea',
  version: 1,
  schema: z.object({ nrId, areaId, previousAreaId: areaId }),
  personalData: [],
});

export const NrActivated = defineEvent({ type: 'NrActivated', version: 1, schema: z.object({ nrId }), personalData: [] });
export const NrDeactivated = defineEvent({ type: 'NrDeactivated', version: 1, schema: z.object({ nrId }), personalData: [] });
export const NrDeleted = defineEvent({ type: 'NrDeleted', version: 1, schema: z.object({ nrId }), personalData: [] });

export const nrEvents = [NrCreated, NrRenamed, NrMovedToArea, NrActivated, NrDeactivated, NrDeleted] as const;
