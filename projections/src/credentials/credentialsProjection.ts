import { credentialEvents } from '@conectasst/events/schemas/credentialEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [...credentialEvents, PersonalDataErased] as const;

/** Declared professional registries and their checks, and verified CNPJs: the admin queue and the "Verificado" badge. */
export const credentialsProjection: Projection<'provider_credentials' | 'cnpj_verifications'> = {
  name: 'credentials',
  tables: ['provider_credentials', 'cnpj_verifications'],
  // 2: the registry's speciality and its confirmation (ADR 0177).
  schemaVersion: 2,
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.provider_credentials} (
        credential_id uuid PRIMARY KEY,
        provider_id   uuid NOT NULL,
        kind          text NOT NULL,
        other_name    text NOT NULL,
        -- personal data: null once the provider was erased
        number        text,
        uf            text NOT NULL,
        rqe           text,
        -- the declared speciality (ADR 0177, a code of common/src/rules/trustRules.ts) and whether an admin confirmed it
        speciality    text,
        speciality_verified boolean NOT NULL DEFAULT false,
        status        text NOT NULL CHECK (status IN ('pending', 'verified', 'refused')),
        note          text NOT NULL DEFAULT '',
        declared_at   timestamptz NOT NULL,
        decided_at    timestamptz
      );
      CREATE INDEX ON ${t.provider_credentials} (provider_id);
      CREATE INDEX ON ${t.provider_credentials} (status, declared_at);
      CREATE TABLE ${t.cnpj_verifications} (
        provider_id uuid PRIMARY KEY,
        note        text NOT NULL,
        verified_at timestamptz NOT NULL
      );
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'CredentialDeclared': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.provider_credentials} (credential_id, provider_id, kind, other_name, number, uf, rqe, speciality, status, declared_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9) ON CONFLICT DO NOTHING`,
            [
              d.credentialId,
              d.providerId,
              d.kind,
              d.otherName,
              d.number ?? null,
              d.uf,
              d.rqe ?? null,
              d.speciality ?? null,
              event.recordedAt,
            ],
          );
          break;
        }
        case 'CredentialWithdrawn':
          await db.query(`DELETE FROM ${t.provider_credentials} WHERE credential_id = $1`, [event.data.credentialId]);
          break;
        case 'CredentialVerified':
          // A speciality once confirmed stays confirmed (a later verification without it changes nothing, ADR 0177).
          await db.query(
            `UPDATE ${t.provider_credentials} SET status = 'verified', note = $2, decided_at = $3,
                    speciality_verified = speciality IS NOT NULL AND (speciality_verified OR $4) WHERE credential_id = $1`,
            [event.data.credentialId, event.data.note, event.recordedAt, event.data.specialityConfirmed === true],
          );
          break;
        case 'CredentialRefused':
          await db.query(
            `UPDATE ${t.provider_credentials} SET status = $2, note = $3, decided_at = $4, speciality_verified = false WHERE credential_id = $1`,
            [event.data.credentialId, 'refused', event.data.note, event.recordedAt],
          );
          break;
        case 'CnpjVerified':
          await db.query(
            `INSERT INTO ${t.cnpj_verifications} (provider_id, note, verified_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [event.data.providerId, event.data.note, event.recordedAt],
          );
          break;
        case 'PersonalDataErased':
          // LGPD: the registry numbers go, as a replay (key deleted) leaves them; the checks stay.
          await db.query(`UPDATE ${t.provider_credentials} SET number = NULL, rqe = NULL WHERE provider_id = $1`, [
            event.data.userId,
          ]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
