import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one catalogue service (what a requester picks on the home search): `service-<id>`. */
export const serviceStream = (serviceId: number) => `service-${serviceId}`;

const serviceId = z.number().int().positive();
const areaId = z.number().int().positive();
const nrIds = z.array(z.number().int().positive());

export const ServiceCreated = defineEvent({
  type: 'ServiceCreated',
  version: 1,
  schema: z.object({ serviceId, name: z.string().min(1), areaId, nrIds }),
  personalData: [],
});

export const ServiceRenamed = defineEvent({
  type: 'ServiceRenamed',
  version: 1,
  schema: z.object({ serviceId, name: z.string().min(1), previousName: z.string() }),
  personalData: [],
});

export const ServiceMovedToArea = defineEvent({
  type: 'ServiceMovedToArea',
  version: 1,
  schema: z.object({ serviceId, areaId, previousAreaId: areaId }),
  personalData: [],
});

export const ServiceNrsChanged = defineEvent({
  type: 'ServiceNrsChanged',
  version: 1,
  schema: z.object({ serviceId, nrIds, previousNrIds: nrIds }),
  personalData: [],
});

export const ServiceActivated = defineEvent({ type: 'ServiceActivated', version: 1, schema: z.object({ serviceId }), personalData: [] });
export const ServiceDeactivated = defineEvent({ type: 'ServiceDeactivated', version: 1, schema: z.object({ serviceId }), personalData: [] });
export const ServiceDeleted = defineEvent({ type: 'ServiceDeleted', version: 1, schema: z.object({ serviceId }), personalData: [] });

/** When the service is an obligation a company must meet, for the diagnosis (`null` = never listed there). */
export const ServiceApplicabilitySet = defineEvent({
  type: 'ServiceApplicabilitySet',
  version: 1,
  schema: z.object({
    serviceId,
    // Per risk grade (grau 1 … 4), the smallest headcount from which the service applies; null = never at that grade.
    applicability: z
      .object({
        fromEmployees: z.tuple([z.number().int().nullable(), z.number().int().nullable(), z.number().int().nullable(), z.number().int().nullable()]),
        exemptions: z.array(z.object({ size: z.enum(['mei', 'me_epp']), maxGrade: z.number().int().min(1).max(4) })),
        reason: z.string().min(1),
      })
      .nullable(),
  }),
  personalData: [],
});

export const serviceEvents = [
  ServiceCreated,
  ServiceRenamed,
  ServiceMovedToArea,
  ServiceNrsChanged,
  ServiceActivated,
  ServiceDeactivated,
  ServiceDeleted,
  ServiceApplicabilitySet,
] as const;
