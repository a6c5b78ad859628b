import { DurableObject } from "cloudflare:workers";

/** What a counter answers: whether the use fits, and when its window ends. */
export interface CounterVerdict {
  ok: boolean;
  /** Uses counted in the current window, this one included when it fitted. */
  count: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfter: number;
}

interface WindowRow extends Record<string, SqlStorageValue> {
  start: number;
  ends: number;
  count: number;
}

/**
 * The counts of one scope's share of subjects (hashed addresses or accounts), a fixed window
 * each. A Durable Object handles one call at a time and these calls never wait, so a check and
 * its count are one step: twelve parallel requests get ten yeses and two noes, which a
 * read-then-write in KV cannot promise. Many subjects share one object, so a first visit costs a
 * row, not a new object. An alarm deletes ended windows, so idle subjects leave nothing.
 */
export class RateCounter extends DurableObject<Env> {
  /** When the alarm is set for, as this instance set or found it; null when none is. */
  #alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS windows (
      subject TEXT PRIMARY KEY,
      start INTEGER NOT NULL,
      ends INTEGER NOT NULL,
      count INTEGER NOT NULL)`);
    void ctx.blockConcurrencyWhile(async () => {
      this.#alarmAt = await ctx.storage.getAlarm();
    });
  }

  #window(subject: string): WindowRow | null {
    return (
      this.ctx.storage.sql
        .exec<WindowRow>(`SELECT start, ends, count FROM windows WHERE subject = ?`, subject)
        .toArray()[0] ?? null
    );
  }

  #save(subject: string, window: WindowRow) {
    this.ctx.storage.sql.exec(
      `INSERT OR REPLACE INTO windows (subject, start, ends, count) VALUES (?, ?, ?, ?)`,
      subject,
      window.start,
      window.ends,
      window.count,
    );
  }

  /** The alarm fires when the earliest window ends (never later than any window's end). */
  #armFor(ends: number) {
    if (this.#alarmAt !== null && this.#alarmAt <= ends) return;
    this.#alarmAt = ends;
    void this.ctx.storage.setAlarm(ends);
  }

  /** Counts `cost` uses of `subject` if they fit under `limit` in its window; nothing otherwise. */
  take(
    subject: string,
    limit: number,
    windowMs: number,
    cost = 1,
    now = Date.now(),
  ): CounterVerdict {
    const stored = this.#window(subject);
    const window =
      stored && now < stored.ends ? stored : { start: now, ends: now + windowMs, count: 0 };
    const retryAfter = Math.max(1, Math.ceil((window.ends - now) / 1000));
    if (window.count + cost > limit) return { ok: false, count: window.count, retryAfter };
    window.count += cost;
    this.#save(subject, window);
    this.#armFor(window.ends);
    return { ok: true, count: window.count, retryAfter };
  }

  /** Gives back uses that turned out not to count (a sign-in that succeeded). */
  refund(subject: string, cost = 1): void {
    const window = this.#window(subject);
    if (!window || Date.now() >= window.ends) return;
    this.#save(subject, { ...window, count: Math.max(0, window.count - cost) });
  }

  async alarm() {
    const sql = this.ctx.storage.sql;
    sql.exec(`DELETE FROM windows WHERE ends <= ?`, Date.now());
    const next = sql.exec<{ ends: number | null }>(`SELECT MIN(ends) AS ends FROM windows`).one();
    this.#alarmAt = next.ends;
    if (next.ends !== null) await this.ctx.storage.setAlarm(next.ends);
  }
}
