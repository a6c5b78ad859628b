import { beforeEach, describe, expect, it } from "vitest";
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_ID_PATTERN,
  CONSENT_VERSION,
  parseConsentRecord,
  type ConsentRecord,
  consentPrecheckScript,
  createConsentStore,
} from "#app/features/cookie-consent/consent-store";

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const day = 24 * 60 * 60 * 1000;
const start = Date.parse("2026-11-22T10:00:00.000Z");

describe("consent store", () => {
  let storage: MemoryStorage;
  let events: EventTarget;
  let now: number;
  let seen: Array<ConsentRecord | null>;
  const store = () =>
    createConsentStore(
      () => storage,
      () => events,
      () => now,
    );

  beforeEach(() => {
    storage = new MemoryStorage();
    events = new EventTarget();
    now = start;
    seen = [];
    events.addEventListener(CONSENT_CHANGED_EVENT, (e) =>
      seen.push((e as CustomEvent<ConsentRecord | null>).detail),
    );
  });

  it("has no choice at first, and nothing is granted", () => {
    const s = store();
    expect(s.read()).toBeNull();
    expect(s.has("analytics")).toBe(false);
    expect(s.has("marketing")).toBe(false);
    expect(s.has("functional")).toBe(false);
  });

  it("stores the full record with version and timestamp, and announces it", () => {
    const record = store().update({ analytics: true, marketing: false, functional: true });
    expect(record).toEqual({
      id: expect.stringMatching(CONSENT_ID_PATTERN),
      version: CONSENT_VERSION,
      essential: true,
      analytics: true,
      marketing: false,
      functional: true,
      timestamp: "2026-11-22T10:00:00.000Z",
    });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? "")).toEqual(record);
    expect(seen).toEqual([record]);
    expect(store().has("analytics")).toBe(true);
    expect(store().has("marketing")).toBe(false);
  });

  it("keeps the visitor's anonymous id across changes and asks again for a record without one", () => {
    const first = store().update({ analytics: true, marketing: false, functional: false });
    const second = store().update({ analytics: false, marketing: false, functional: false });
    expect(second.id).toBe(first.id);
    const { id: _id, ...withoutId } = first;
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(withoutId));
    expect(store().read()).toBeNull();
  });

  it("expires a choice after 182 days", () => {
    store().update({ analytics: true, marketing: true, functional: true });
    now = start + (CONSENT_MAX_AGE_DAYS - 1) * day;
    expect(store().read()).not.toBeNull();
    now = start + CONSENT_MAX_AGE_DAYS * day;
    expect(store().read()).toBeNull();
    expect(store().has("marketing")).toBe(false);
  });

  it("asks again after a version bump", () => {
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        id: crypto.randomUUID(),
        version: CONSENT_VERSION - 1,
        essential: true,
        analytics: true,
        marketing: true,
        functional: true,
        timestamp: new Date(start).toISOString(),
      }),
    );
    expect(store().read()).toBeNull();
  });

  it("ignores garbage and records that claim essential is off", () => {
    storage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(store().read()).toBeNull();
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        id: crypto.randomUUID(),
        version: CONSENT_VERSION,
        essential: false,
        analytics: true,
        marketing: true,
        functional: true,
        timestamp: new Date(start).toISOString(),
      }),
    );
    expect(store().read()).toBeNull();
  });

  it("accepts only the record's exact shape, and keeps no unknown field", () => {
    const good = {
      id: crypto.randomUUID(),
      version: CONSENT_VERSION,
      essential: true,
      analytics: false,
      marketing: true,
      functional: false,
      timestamp: new Date(start).toISOString(),
    };
    expect(parseConsentRecord({ ...good, injected: "<script>" })).toEqual(good);
    for (const broken of [
      null,
      "text",
      [],
      { ...good, version: "1" },
      { ...good, version: Number.NaN },
      { ...good, analytics: "yes" },
      { ...good, marketing: 1 },
      { ...good, functional: undefined },
      { ...good, timestamp: "2026-11-25" },
      { ...good, timestamp: "2026-11-25T10:00:00+01:00" },
      { ...good, timestamp: "2026-13-45T99:00:00Z" },
      { ...good, timestamp: 1764000000000 },
    ]) {
      expect(parseConsentRecord(broken), JSON.stringify(broken)).toBeNull();
    }
  });

  it("clears the record and announces null", () => {
    store().update({ analytics: true, marketing: true, functional: true });
    store().clear();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = createConsentStore(
      () => ({
        getItem: () => {
          throw new Error("blocked");
        },
        setItem: () => {
          throw new Error("blocked");
        },
        removeItem: () => {
          throw new Error("blocked");
        },
      }),
      () => events,
      () => now,
    );
    expect(broken.read()).toBeNull();
    expect(broken.update({ analytics: false, marketing: false, functional: false }).essential).toBe(
      true,
    );
    expect(() => broken.clear()).not.toThrow();
  });

  it("has a head script that applies the same rules", () => {
    const run = (stored: string | null, at: number) => {
      const dataset: Record<string, string> = {};
      const fn = new Function("localStorage", "document", "Date", consentPrecheckScript);
      const FakeDate = { now: () => at, parse: Date.parse };
      fn({ getItem: () => stored }, { documentElement: { dataset } }, FakeDate);
      return dataset.consent === "set";
    };
    const record = store().update({ analytics: false, marketing: false, functional: false });
    const json = JSON.stringify(record);
    expect(run(json, start)).toBe(true);
    expect(run(json, start + CONSENT_MAX_AGE_DAYS * day)).toBe(false);
    expect(run(JSON.stringify({ ...record, version: 0 }), start)).toBe(false);
    const { id: _id, ...withoutId } = record;
    expect(run(JSON.stringify(withoutId), start)).toBe(false);
    expect(run(null, start)).toBe(false);
    expect(run("garbage", start)).toBe(false);
  });
});
