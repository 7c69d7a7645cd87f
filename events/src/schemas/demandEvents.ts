import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one demand: `demand-<id>`. */
export const demandStream = (demandId: number) => `demand-${demandId}`;

const demandId = z.number().int().positive();

/**
 * A company's budget request. The requester's contact is personal data, encrypted with the requester's own key
 * (subject = requesterId), so erasing the requester leaves the demand's history intact.
 */
export const DemandFiled = defineEvent({
  type: 'DemandFiled',
  version: 1,
  schema: z.object({
    demandId,
    requesterId: z.string().uuid(),
    serviceIds: z.array(z.number().int()),
    title: z.string(),
    branch: z.string(),
    companyType: z.string(),
    employees: z.string(),
    neededBy: z.string(),
    uf: z.string(),
    city: z.string(),
    neighbourhood: z.string(),
    contactPreference: z.string(),
    about: z.string(),
    expiresAt: z.string(),
    /** When the requester accepted the terms and privacy policy (LGPD consent). */
    consentAt: z.string(),
    requesterName: z.string(),
    requesterSurname: z.string(),
    requesterEmail: z.string(),
    requesterPhone: z.string(),
    corporateName: z.string(),
    department: z.string(),
    role: z.string(),
  }),
  personalData: ['requesterName', 'requesterSurname', 'requesterEmail', 'requesterPhone', 'department', 'role'],
  subject: (d) => d.requesterId,
});

export const demandEvents = [DemandFiled] as const;
