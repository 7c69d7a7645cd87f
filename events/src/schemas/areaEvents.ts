import { z } from 'zod';
import { plainEvent } from './plainEvent';

/** Stream of one area: `area-<id>`. */
export const areaStream = (areaId: number) => `area-${areaId}`;

const areaId = z.number().int().positive();

export const AreaCreated = plainEvent('AreaCreated', z.object({ areaId, name: z.string().min(1) }));

export const AreaRenamed = plainEvent(
  'AreaRenamed',
  z.object({ areaId, name: z.string().min(1), previousName: z.string() }),
);

export const AreaActivated = plainEvent('AreaActivated', z.object({ areaId }));

export const AreaDeactivated = plainEvent('AreaDeactivated', z.object({ areaId }));

export const AreaDeleted = plainEvent('AreaDeleted', z.object({ areaId }));

export const areaEvents = [AreaCreated, AreaRenamed, AreaActivated, AreaDeactivated, AreaDeleted] as const;
