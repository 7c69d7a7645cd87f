import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** Proposal PDFs outside the log, by content hash per owner; the size bound is the configured one. */
export const proposalAttachmentsSchema = (maxBytes: number) => `CREATE TABLE IF NOT EXISTS proposal_attachments (
  owner_id   uuid NOT NULL,
  sha256     text NOT NULL,
  size       integer NOT NULL CHECK (size > 0 AND size <= ${Math.floor(maxBytes)}),
  bytes      bytea NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, sha256))`;

/**
 * The PDFs of proposals, outside the event log (ADR 0163): one row per (owner, SHA-256 of the bytes), in the event
 * store's database beside `idempotency_keys`. Only the hash goes into `ProposalSent`. Each file is at most
 * `maxBytes` (a CHECK as well as the route's limit) and an owner keeps at most `maxTotalBytes` in all; erasing the owner
 * (LGPD) deletes the bytes. Read by the query side with its own pool (the same database).
 */
export class ProposalAttachments {
  private ready: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly limits: { maxBytes: number; maxTotalBytes: number },
  ) {}

  private ensure(): Promise<void> {
    if (!this.ready) {
      this.ready = this.pool.query(proposalAttachmentsSchema(this.limits.maxBytes)).then(() => undefined);
      this.ready.catch(() => (this.ready = undefined));
    }
    return this.ready;
  }

  /** Stores the bytes under their hash (the same bytes twice are one row); 'quota' when the owner's total would pass the cap. */
  async store(ownerId: string, bytes: Buffer): Promise<{ sha256: string; size: number } | 'quota'> {
    await this.ensure();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // The cap is checked in the statement that inserts, so two uploads at once cannot both pass it.
    const inserted = await this.pool.query(
      `INSERT INTO proposal_attachments (owner_id, sha256, size, bytes)
       SELECT $1::uuid, $2::text, $3::integer, $4::bytea
        WHERE EXISTS (SELECT 1 FROM proposal_attachments WHERE owner_id = $1::uuid AND sha256 = $2::text)
           OR (SELECT coalesce(sum(size), 0) FROM proposal_attachments WHERE owner_id = $1::uuid) + $3::integer <= $5::bigint
       ON CONFLICT DO NOTHING RETURNING 1`,
      [ownerId, sha256, bytes.length, bytes, this.limits.maxTotalBytes],
    );
    if (inserted.rowCount === 0 && !(await this.sizeOf(ownerId, sha256))) return 'quota';
    return { sha256, size: bytes.length };
  }

  /** The size of an owner's stored file, or undefined when there is none (never stored, or erased). */
  async sizeOf(ownerId: string, sha256: string): Promise<number | undefined> {
    await this.ensure();
    const found = await this.pool.query<{ size: number }>(
      'SELECT size FROM proposal_attachments WHERE owner_id = $1 AND sha256 = $2',
      [ownerId, sha256],
    );
    return found.rows[0]?.size;
  }

  async read(ownerId: string, sha256: string): Promise<Buffer | undefined> {
    await this.ensure();
    const found = await this.pool.query<{ bytes: Buffer }>(
      'SELECT bytes FROM proposal_attachments WHERE owner_id = $1 AND sha256 = $2',
      [ownerId, sha256],
    );
    return found.rows[0]?.bytes;
  }

  /** LGPD: the owner's files are gone (the hashes in the log then name nothing). */
  async eraseOwner(ownerId: string): Promise<number> {
    await this.ensure();
    return (await this.pool.query('DELETE FROM proposal_attachments WHERE owner_id = $1', [ownerId])).rowCount ?? 0;
  }
}
