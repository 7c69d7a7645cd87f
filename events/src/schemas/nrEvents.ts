import { z } from 'zod';
import { plainEvent } from './plainEvent';

/** Stream of one NR (Norma Regulamentadora): `nr-<id>`. */
export const nrStream = (nrId: number) => `nr-${nrId}`;

const nrId = z.number().int().positive();
const areaId = z.number().int().positive();

export const NrCreated = plainEvent('NrCreated', z.object({ nrId, name: z.string().min(1), areaId }));

export const NrRenamed = plainEvent('NrRenamed', z.object({ nrId, name: z.string().min(1), previousName: z.string() }));

export const NrMovedToArea = plainEvent('NrMovedToArea', z.object({ nrId, areaId, previousAreaId: areaId }));

export const NrActivated = plainEvent('NrActivated', z.object({ nrId }));
export const NrDeactivated = plainEvent('NrDeactivated', z.object({ nrId }));
export const NrDeleted = plainEvent('NrDeleted', z.object({ nrId }));

export const nrEvents = [NrCreated, NrRenamed, NrMovedToArea, NrActivated, NrDeactivated, NrDeleted] as const;
