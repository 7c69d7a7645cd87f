import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one credit package: `package-<id>`. */
export const packageStream = (packageId: number) => `package-${packageId}`;

const packageId = z.number().int().positive();

export const PackageCreated = defineEvent({
  type: 'PackageCreated',
  version: 1,
  schema: z.object({ packageId, name: z.string().min(1), credits: z.number().int().positive(), demands: z.number().int().positive(), priceCents: z.number().int().positive() }),
  personalData: [],
});
export const PackageRenamed = defineEvent({
  type: 'PackageRenamed',
  version: 1,
  schema: z.object({ packageId, name: z.string().min(1), previousName: z.string() }),
  personalData: [],
});
export const PackageActivated = defineEvent({ type: 'PackageActivated', version: 1, schema: z.object({ packageId }), personalData: [] });
export const PackageDeactivated = defineEvent({ type: 'PackageDeactivated', version: 1, schema: z.object({ packageId }), personalData: [] });
export const PackageDeleted = defineEvent({ type: 'PackageDeleted', version: 1, schema: z.object({ packageId }), personalData: [] });

export const packageEvents = [PackageCreated, PackageRenamed, PackageActivated, PackageDeactivated, PackageDeleted] as const;
