import { BLOCK_DURATION_MS, type BlockDuration } from "#party/protocol";

/**
 * Blocked visitors in D1 (`chat_blocks`): a block names the room, the visitor's email and the
 * hash of their address, so a new conversation from any of them is refused too. The room that
 * was blocked also keeps the block in its own state, which is what its messages check.
 */
export interface RoomBlock {
  /** Ms since the epoch; null: until an agent lifts it. */
  until: number | null;
  reason: string;
  /** The agent's display name. */
  by: string;
}

export const blockUntil = (duration: BlockDuration, now = Date.now()): number | null => {
  const length = BLOCK_DURATION_MS[duration];
  return length === null ? null : now + length;
};

export const blockInForce = (block: RoomBlock | null, now = Date.now()): block is RoomBlock =>
  block !== null && (block.until === null || block.until > now);

export async function recordBlock(
  db: D1Database,
  row: {
    sessionId: string;
    email: string | null;
    client: string | null;
    reason: string;
    agentId: string;
    until: number | null;
  },
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO chat_blocks (id, session_id, email, client, reason, created_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      crypto.randomUUID(),
      row.sessionId,
      row.email?.toLowerCase() ?? null,
      row.client,
      row.reason,
      row.agentId,
      now,
      row.until,
    )
    .run();
}

/** Lifts every block placed from this room. */
export async function liftBlocks(
  db: D1Database,
  sessionId: string,
  agentId: string,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      `UPDATE chat_blocks SET lifted_at = ?, lifted_by = ? WHERE session_id = ? AND lifted_at IS NULL`,
    )
    .bind(now, agentId, sessionId)
    .run();
}

/** A block in force on this email or address, if any: a new conversation is refused. */
export async function activeBlockFor(
  db: D1Database,
  email: string,
  client: string | null,
  now = Date.now(),
): Promise<{ until: number | null } | null> {
  const row = await db
    .prepare(
      `SELECT expires_at FROM chat_blocks
       WHERE lifted_at IS NULL AND (expires_at IS NULL OR expires_at > ?)
         AND (email = ? OR (? IS NOT NULL AND client = ?))
       ORDER BY expires_at IS NULL DESC, expires_at DESC LIMIT 1`,
    )
    .bind(now, email.toLowerCase(), client, client)
    .first<{ expires_at: number | null }>();
  return row ? { until: row.expires_at } : null;
}
