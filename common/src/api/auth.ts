export type UserType = 'admin' | 'provider';

/** `GET /v1/auth` (HTTP Basic) and `POST /v1/auth` (signup) */
export interface TokenResponse {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** `GET /v1/auth/me` */
export interface MeResponse {
  /** Credit balance (providers; 0 for admins). */
  credits: number;
  userData: {
    id: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    street: string;
    /** Comma-joined state codes, or 'All'. */
    uf: string;
    /** Comma-joined city names, or 'All'. */
    city: string;
    areas: { id: number; name: string }[];
    nrs: { id: number; name: string }[];
    type: UserType;
    profission: string | null;
  };
}
