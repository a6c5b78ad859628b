import { DurableObject } from "cloudflare:workers";

/** What a counter answers: whether the use fits, and when its window ends. */
export interface CounterVerdict {
  ok: boolean;
  /** Uses counted in the current window, this one included when it fitted. */
  count: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * One counted subject (a scope and a hashed address or account): a fixed window of uses.
 * A Durable Object handles one call at a time, so a check and its count are one step: twelve
 * parallel requests get ten yeses and two noes, which a read-then-write in KV cannot promise.
 * Its storage is wiped when the window ends (an alarm), so idle counters keep nothing.
 */
export class RateCounter extends DurableObject<Env> {
  #window: Window | null | undefined;

  async #current(now: number, windowMs: number): Promise<Window> {
    this.#window ??= (await this.ctx.storage.get<Window>("window")) ?? null;
    if (!this.#window || now >= this.#window.start + windowMs) {
      this.#window = { start: now, count: 0 };
      await this.ctx.storage.setAlarm(now + windowMs);
    }
    return this.#window;
  }

  /** Counts `cost` uses if they fit under `limit` in the window; counts nothing otherwise. */
  async take(limit: number, windowMs: number, cost = 1, now = Date.now()): Promise<CounterVerdict> {
    const window = await this.#current(now, windowMs);
    const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    if (window.count + cost > limit) return { ok: false, count: window.count, retryAfter };
    window.count += cost;
    await this.ctx.storage.put("window", window);
    return { ok: true, count: window.count, retryAfter };
  }

  /** Gives back uses that turned out not to count (a sign-in that succeeded). */
  async refund(cost = 1): Promise<void> {
    this.#window ??= (await this.ctx.storage.get<Window>("window")) ?? null;
    if (!this.#window) return;
    this.#window.count = Math.max(0, this.#window.count - cost);
    await this.ctx.storage.put("window", this.#window);
  }

  async alarm() {
    this.#window = null;
    await this.ctx.storage.deleteAll();
  }
}
