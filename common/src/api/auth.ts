import { z } from 'zod';

export type UserType = 'admin' | 'provider' | 'analyst';

/** `GET /v1/auth` (HTTP Basic) and `POST /v1/auth` (signup) */
export const tokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `GET /v1/auth/me`: the account, its saved service profile (what /third-state opens with) and its credits. */
export const meResponseSchema = z.object({
  /** Credit balance (providers; 0 for admins). */
  credits: z.number(),
  userData: z.object({
    id: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    /** Comma-joined state codes, or 'All'. */
    uf: z.string(),
    /** Comma-joined city names, or 'All'. */
    city: z.string(),
    areas: z.array(z.object({ id: z.number(), name: z.string() })),
    /** Each NR with the area it belongs to, so the editor lists it under that area. */
    nrs: z.array(z.object({ id: z.number(), name: z.string(), areaId: z.number() })),
    /** The e-Social answer of the service profile; null before it was saved. */
    esocial: z.string().nullable(),
    /** The software named with it; null when none. */
    software: z.string().nullable(),
    type: z.enum(['admin', 'provider', 'analyst']),
    profission: z.string().nullable(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
