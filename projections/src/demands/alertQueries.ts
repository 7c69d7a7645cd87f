import type { EmailAlertMode, QuietHours } from '@conectasst/common/rules/alertRules';
import { DEFAULT_EMAIL_ALERT_MODE } from '@conectasst/common/rules/alertRules';
import type { Queryable } from '../queryable';
import { profileMatchSql } from './profileMatch';

/**
 * The instant alerts' reads (ADR 0161) over `alert_preferences` (alertPreferencesProjection.ts), `demands`,
 * `provider_profiles` and `users`: the "Alertas" screen and the fan-out of a confirmed demand.
 */

export interface AlertPreferences {
  email: EmailAlertMode;
  quietHours: QuietHours | null;
  paused: boolean;
}

/** The provider's alert preferences; the defaults when never set. */
export async function alertPreferencesOf(db: Queryable, providerId: string): Promise<AlertPreferences> {
  const found = await db.query<{
    email_mode: EmailAlertMode;
    quiet_start: string | null;
    quiet_end: string | null;
    paused: boolean;
  }>('SELECT email_mode, quiet_start, quiet_end, paused FROM alert_preferences WHERE provider_id = $1', [providerId]);
  const row = found.rows[0];
  if (!row) return { email: DEFAULT_EMAIL_ALERT_MODE, quietHours: null, paused: false };
  return {
    email: row.email_mode,
    quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    paused: row.paused,
  };
}

/** One provider to alert of one demand at once. */
export interface InstantAlertTarget {
  demand_id: number;
  title: string;
  /** "Cidade/UF". */
  place: string;
  provider_id: string;
  email: string;
  name: string | null;
  /** The provider chose instant e-mails. */
  email_instant: boolean;
  /** The provider's Web Push subscriptions (none: no push). */
  push: { subscriptionId: string; endpoint: string; p256dh: string; auth: string }[];
  /** The verified WhatsApp number, or null. */
  whatsapp: string | null;
  /** Pedido direto (ADR 0170): the demand names this provider (alerted first, by e-mail whatever their choice). */
  direct: boolean;
}

/**
 * Every (demand, provider) pair among `demandIds` to alert at once: the demand open, published and unexpired; the
 * provider active, with a service profile the demand matches — the dashboard's own "Combina com meu perfil" rule
 * (`profileMatchSql`, one statement for every provider) — not paused, and reachable at once on some channel (instant
 * e-mails chosen, or a browser subscribed to Web Push). The provider's stream decides the rest (quiet hours, what was
 * already sent). Pedido direto (ADR 0170): the provider a demand names is alerted first, whether or not the profile
 * matches, and by e-mail whatever their e-mail choice (instant, digest or none), unless paused.
 */
export async function instantAlertTargets(
  db: Queryable,
  demandIds: readonly number[],
  now: Date,
): Promise<InstantAlertTarget[]> {
  if (demandIds.length === 0) return [];
  const found = await db.query<InstantAlertTarget>(
    `SELECT d.id AS demand_id, d.title, d.city || '/' || d.uf AS place, p.user_id AS provider_id, u.email, u.name,
            -- Pedido direto (ADR 0170): the named provider gets the e-mail at once whatever their e-mail choice
            (coalesce(a.email_mode = 'instant', false) OR p.user_id = d.direct_provider_id) AS email_instant,
            (p.user_id = d.direct_provider_id) IS TRUE AS direct,
            coalesce((SELECT json_agg(json_build_object('subscriptionId', s.subscription_id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth) ORDER BY s.created_at)
                        FROM push_subscriptions s WHERE s.provider_id = p.user_id), '[]'::json) AS push,
            (SELECT w.phone FROM whatsapp_contacts w WHERE w.provider_id = p.user_id AND w.verified) AS whatsapp
       FROM demands d
       JOIN provider_profiles p ON (${profileMatchSql('p.user_id')} OR p.user_id = d.direct_provider_id)
       -- Inactive, removed and erased partners are sent nothing (ADR 0110).
       JOIN users u ON u.id = p.user_id AND u.email IS NOT NULL AND u.active AND NOT u.removed AND NOT u.erased
       LEFT JOIN alert_preferences a ON a.provider_id = p.user_id
      WHERE d.id = ANY($1::int[]) AND d.status AND d.published AND NOT d.deleted AND d.expires_at > $2
        AND NOT coalesce(a.paused, false)
        AND (a.email_mode = 'instant' OR p.user_id = d.direct_provider_id OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.provider_id = p.user_id)
             OR EXISTS (SELECT 1 FROM whatsapp_contacts w WHERE w.provider_id = p.user_id AND w.verified))
      -- the named provider first (ADR 0170)
      ORDER BY d.id, (p.user_id = d.direct_provider_id) IS TRUE DESC, p.user_id`,
    [demandIds, now.toISOString()],
  );
  return found.rows;
}

/** The provider's WhatsApp alerts: the number and whether it was verified; null when none. */
export async function whatsAppContactOf(
  db: Queryable,
  providerId: string,
): Promise<{ phone: string; verified: boolean } | null> {
  const found = await db.query<{ phone: string; verified: boolean }>(
    'SELECT phone, verified FROM whatsapp_contacts WHERE provider_id = $1',
    [providerId],
  );
  return found.rows[0] ?? null;
}

/** The providers whose WhatsApp alerts go to this number (an inbound "PARAR" stops them all). */
export async function providersByWhatsApp(db: Queryable, phone: string): Promise<string[]> {
  const found = await db.query<{ provider_id: string }>('SELECT provider_id FROM whatsapp_contacts WHERE phone = $1', [
    phone,
  ]);
  return found.rows.map((r) => r.provider_id);
}
