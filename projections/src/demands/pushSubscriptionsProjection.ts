import { PushSubscriptionAdded, PushSubscriptionRemoved } from '@conectasst/events/schemas/demandEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const definitions = [PushSubscriptionAdded, PushSubscriptionRemoved, PersonalDataErased];

/**
 * The providers' Web Push subscriptions (ADR 0161): where the instant alerts are pushed. The endpoint and keys are the
 * provider's personal data: the rows go when the subscription is removed or the provider erased (a replay after the
 * erasure decodes them as null and writes no row).
 */
export const pushSubscriptionsProjection: Projection<'push_subscriptions'> = {
  name: 'push_subscriptions',
  tables: ['push_subscriptions'],
  eventTypes: typesOf(definitions),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.push_subscriptions} (
        provider_id     uuid NOT NULL,
        subscription_id text NOT NULL,
        endpoint        text NOT NULL,
        p256dh          text NOT NULL,
        auth            text NOT NULL,
        created_at      timestamptz NOT NULL,
        PRIMARY KEY (provider_id, subscription_id)
      );
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, definitions)) {
      switch (event.type) {
        case 'PushSubscriptionAdded': {
          const { providerId, subscriptionId, endpoint, p256dh, auth, at } = event.data;
          if (endpoint === null || p256dh === null || auth === null) break;
          await db.query(
            `INSERT INTO ${t.push_subscriptions} (provider_id, subscription_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [providerId, subscriptionId, endpoint, p256dh, auth, at],
          );
          break;
        }
        case 'PushSubscriptionRemoved':
          await db.query(`DELETE FROM ${t.push_subscriptions} WHERE provider_id = $1 AND subscription_id = $2`, [
            event.data.providerId,
            event.data.subscriptionId,
          ]);
          break;
        case 'PersonalDataErased':
          await db.query(`DELETE FROM ${t.push_subscriptions} WHERE provider_id = $1`, [event.data.userId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
