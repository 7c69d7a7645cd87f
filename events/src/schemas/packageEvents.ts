import { z } from 'zod';
import { plainEvent } from './plainEvent';

/** Stream of one credit package: `package-<id>`. */
export const packageStream = (packageId: number) => `package-${packageId}`;

const packageId = z.number().int().positive();

export const PackageCreated = plainEvent(
  'PackageCreated',
  z.object({
    packageId,
    name: z.string().min(1),
    credits: z.number().int().positive(),
    demands: z.number().int().positive(),
    priceCents: z.number().int().positive(),
  }),
);
export const PackageRenamed = plainEvent(
  'PackageRenamed',
  z.object({ packageId, name: z.string().min(1), previousName: z.string() }),
);
export const PackageActivated = plainEvent('PackageActivated', z.object({ packageId }));
export const PackageDeactivated = plainEvent('PackageDeactivated', z.object({ packageId }));
export const PackageDeleted = plainEvent('PackageDeleted', z.object({ packageId }));

export const packageEvents = [
  PackageCreated,
  PackageRenamed,
  PackageActivated,
  PackageDeactivated,
  PackageDeleted,
] as const;
