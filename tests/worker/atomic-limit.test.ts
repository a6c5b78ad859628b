import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addressKey, HOUR_MS, refundAtomic, takeAtomic } from "#app/lib/atomic-limit.server";

describe("addressKey", () => {
  it("keeps an IPv4 address and cuts an IPv6 one to its /64", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8:1:2:ffff::")).toBe("2001:db8:1:2::/64");
    expect(addressKey(null)).toBe("unknown");
  });

  it("gives every address of one /64 the same key", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
    );
    expect(keys.size).toBe(1);
  });
});

describe("takeAtomic", () => {
  it("lets exactly `limit` of many parallel uses through", async () => {
    const subject = crypto.randomUUID();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () =>
        takeAtomic(env, "test-race", subject, { limit: 10, windowMs: HOUR_MS }),
      ),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    const refused = verdicts.filter((v) => !v.ok);
    expect(refused).toHaveLength(2);
    for (const v of refused) if (!v.ok) expect(v.retryAfter).toBeGreaterThan(3500);
    expect((await takeAtomic(env, "test-race", subject, { limit: 10, windowMs: HOUR_MS })).ok).toBe(
      false,
    );
  });

  it("keeps scopes and subjects apart, and a refund frees a use", async () => {
    const subject = crypto.randomUUID();
    const rule = { limit: 1, windowMs: HOUR_MS };
    expect((await takeAtomic(env, "test-a", subject, rule)).ok).toBe(true);
    expect((await takeAtomic(env, "test-a", subject, rule)).ok).toBe(false);
    expect((await takeAtomic(env, "test-b", subject, rule)).ok).toBe(true);
    expect((await takeAtomic(env, "test-a", crypto.randomUUID(), rule)).ok).toBe(true);
    await refundAtomic(env, "test-a", subject);
    expect((await takeAtomic(env, "test-a", subject, rule)).ok).toBe(true);
  });

  it("starts counting again when the window ends", async () => {
    const subject = crypto.randomUUID();
    const rule = { limit: 1, windowMs: 50 };
    expect((await takeAtomic(env, "test-window", subject, rule)).ok).toBe(true);
    expect((await takeAtomic(env, "test-window", subject, rule)).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await takeAtomic(env, "test-window", subject, rule)).ok).toBe(true);
  });

  it("counts each of many subjects of one scope on its own, also in parallel", async () => {
    // Forty subjects share the scope's few counter objects: no subject's count leaks to another.
    const subjects = Array.from({ length: 40 }, () => crypto.randomUUID());
    const rule = { limit: 2, windowMs: HOUR_MS };
    const verdicts = await Promise.all(
      subjects.flatMap((subject) =>
        [1, 2, 3].map(async () => ({
          subject,
          ok: (await takeAtomic(env, "test-many", subject, rule)).ok,
        })),
      ),
    );
    for (const subject of subjects) {
      expect(verdicts.filter((v) => v.subject === subject && v.ok)).toHaveLength(2);
    }
  });
});

describe("RateCounter", () => {
  it("deletes ended windows when its alarm fires and keeps the running ones", async () => {
    const counter = env.RateCounter.getByName(`test-alarm/${crypto.randomUUID()}`);
    expect((await counter.take("short", 1, 50)).ok).toBe(true);
    expect((await counter.take("long", 1, HOUR_MS)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await runDurableObjectAlarm(counter)).toBe(true);
    const left = await runInDurableObject(counter, async (_instance, state) => ({
      subjects: state.storage.sql
        .exec<{ subject: string }>(`SELECT subject FROM windows`)
        .toArray()
        .map((row) => row.subject),
      alarm: await state.storage.getAlarm(),
    }));
    expect(left.subjects).toEqual(["long"]);
    expect(left.alarm).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);
    expect((await counter.take("long", 1, HOUR_MS)).ok).toBe(false);
    expect((await counter.take("short", 1, 50)).ok).toBe(true);
  });
});
