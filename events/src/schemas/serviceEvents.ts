import { z } from 'zod';
import { REGISTRY_SPECIALITIES } from '@conectasst/common/rules/trustRules';
import { credentialKinds } from './credentialEvents';
import { plainEvent } from './plainEvent';

/** Stream of one catalogue service (what a requester picks on the home search): `service-<id>`. */
export const serviceStream = (serviceId: number) => `service-${serviceId}`;

const serviceId = z.number().int().positive();
const areaId = z.number().int().positive();
const nrIds = z.array(z.number().int().positive());

export const ServiceCreated = plainEvent(
  'ServiceCreated',
  z.object({ serviceId, name: z.string().min(1), areaId, nrIds }),
);

export const ServiceRenamed = plainEvent(
  'ServiceRenamed',
  z.object({ serviceId, name: z.string().min(1), previousName: z.string() }),
);

export const ServiceMovedToArea = plainEvent(
  'ServiceMovedToArea',
  z.object({ serviceId, areaId, previousAreaId: areaId }),
);

export const ServiceNrsChanged = plainEvent('ServiceNrsChanged', z.object({ serviceId, nrIds, previousNrIds: nrIds }));

export const ServiceActivated = plainEvent('ServiceActivated', z.object({ serviceId }));
export const ServiceDeactivated = plainEvent('ServiceDeactivated', z.object({ serviceId }));
export const ServiceDeleted = plainEvent('ServiceDeleted', z.object({ serviceId }));

/** When the service is an obligation a company must meet, for the diagnosis (`null` = never listed there). */
export const ServiceApplicabilitySet = plainEvent(
  'ServiceApplicabilitySet',
  z.object({
    serviceId,
    // Per risk grade (grau 1 … 4), the smallest headcount from which the service applies; null = never at that grade.
    applicability: z
      .object({
        fromEmployees: z.tuple([
          z.number().int().nullable(),
          z.number().int().nullable(),
          z.number().int().nullable(),
          z.number().int().nullable(),
        ]),
        exemptions: z.array(z.object({ size: z.enum(['mei', 'me_epp']), maxGrade: z.number().int().min(1).max(4) })),
        reason: z.string().min(1),
      })
      .nullable(),
  }),
);

/**
 * "Quem pode assinar" (ADR 0169): which verified registries may sign the service's document, with the legal source
 * (`null` = anyone may). Set by the admin, or seeded once by the reference loader (never over an admin's choice).
 */
export const ServiceSigningRuleSet = plainEvent(
  'ServiceSigningRuleSet',
  z.object({
    serviceId,
    signing: z
      .object({
        signers: z
          .array(
            z.object({
              kind: z.enum(credentialKinds),
              professional: z.string().min(1),
              requiresRqe: z.boolean(),
              speciality: z.enum(REGISTRY_SPECIALITIES).optional(),
            }),
          )
          .min(1),
        source: z.string().min(1),
      })
      .nullable(),
  }),
);

export const serviceEvents = [
  ServiceCreated,
  ServiceRenamed,
  ServiceMovedToArea,
  ServiceNrsChanged,
  ServiceActivated,
  ServiceDeactivated,
  ServiceDeleted,
  ServiceApplicabilitySet,
  ServiceSigningRuleSet,
] as const;
