import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one area: `area-<id>`. */
export const areaStream = (areaId: number) => `area-${areaId}`;

const areaId = z.number().int().positive();

export const AreaCreated = defineEvent({
  type: 'AreaCreated',
  version: 1,
  schema: z.object({ areaId, name: z.string().min(1) }),
  personalData: [],
});

export const AreaRenamed = defineEvent({
  type: 'AreaRenamed',
  version: 1,
  schema: z.object({ areaId, name: z.string().min(1), previousName: z.string() }),
  personalData: [],
});

export const AreaActivated = defineEvent({
  type: 'AreaActivated',
  version: 1,
  schema: z.object({ areaId }),
  personalData: [],
});

export const AreaDeactivated = defineEvent({
  type: 'AreaDeactivated',
  version: 1,
  schema: z.object({ areaId }),
  personalData: [],
});

export const AreaDeleted = defineEvent({
  type: 'AreaDeleted',
  version: 1,
  schema: z.object({ areaId }),
  personalData: [],
});

export const areaEvents = [AreaCreated, AreaRenamed, AreaActivated, AreaDeactivated, AreaDeleted] as const;
