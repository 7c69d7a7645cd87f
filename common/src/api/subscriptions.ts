import { z } from 'zod';

/** Subscription record of spec §3: the requester's details, shown only to a subscribed provider (and admins). */
export const subscriptionRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  user_name: z.string(),
  user_surname: z.string(),
  corporate_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  uf: z.string(),
  city: z.string(),
  department_name: z.string(),
  role: z.string(),
  number_of_employees: z.string(),
  company_type: z.string(),
  branch_of_the_company: z.string(),
  about: z.string(),
  nrs: z.array(z.string()),
  urgency: z.string(),
  subscribedAt: z.string(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** `GET /v1/admin/subs`: a subscription record with the provider who holds the seat (admins only). */
export const adminSubscriptionSchema = subscriptionRecordSchema.extend({
  provider_name: z.string(),
  provider_id: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** `GET /v1/subs/multi?id=1,2,3`: the demands whose seats the dashboard shows (ids separated by commas). */
export const seatCountsQuery = z.object({
  id: z
    .string()
    .max(2_000)
    .regex(/^\d{1,9}(,\d{1,9})*$/, { error: 'Informe ids numéricos separados por vírgula.' }),
});

/** `GET /v1/subs/multi`: per demand id, its subscribers and whether the current provider is one of them. */
export const seatCountsResponseSchema = z.object({
  subs: z.record(z.string(), z.object({ subs: z.number(), subscribed: z.boolean() })),
});
export type SeatCountsResponse = z.infer<typeof seatCountsResponseSchema>;
