import type { TFunction } from "i18next";
import { useSyncExternalStore } from "react";
import { fetchCannedReplies, type CannedFailure } from "#app/features/agent-console/canned-api";
import { compareCanned, type CannedReply } from "#app/features/agent-console/canned-reply";

/**
 * The team's saved replies as this page knows them, shared by the manager and the reply box's
 * picker: one request serves both, and what the manager saves shows in the picker at once.
 */

export interface CannedState {
  status: "idle" | "loading" | "ready" | "error";
  replies: readonly CannedReply[];
  failure: CannedFailure | null;
}

const idle: CannedState = { status: "idle", replies: [], failure: null };

class CannedStore {
  private state: CannedState = idle;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  private set(next: Partial<CannedState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Loads the list unless it is younger than maxAge (other agents change it too). */
  load(maxAge = 0): Promise<void> {
    if (this.loading) return this.loading;
    if (this.state.status === "ready" && Date.now() - this.loadedAt < maxAge) {
      return Promise.resolve();
    }
    // A list already shown stays while it refreshes.
    if (this.state.status !== "ready") this.set({ status: "loading", failure: null });
    this.loading = fetchCannedReplies().then((result) => {
      this.loading = null;
      if (result.ok) {
        this.loadedAt = Date.now();
        this.set({ status: "ready", replies: result.value.toSorted(compareCanned), failure: null });
      } else if (this.state.status !== "ready") {
        this.set({ status: "error", failure: result });
      }
    });
    return this.loading;
  }

  /** A reply saved by this agent: in the list at once. */
  put(reply: CannedReply) {
    const others = this.state.replies.filter((r) => r.id !== reply.id);
    this.set({ replies: [...others, reply].toSorted(compareCanned) });
  }

  remove(id: string) {
    this.set({ replies: this.state.replies.filter((r) => r.id !== id) });
  }
}

export const cannedStore = new CannedStore();

/** The saved replies; nothing before the page runs (the server renders no list). */
export function useCannedReplies(): CannedState {
  return useSyncExternalStore(cannedStore.subscribe, cannedStore.getSnapshot, () => idle);
}

/** What to tell the agent about a failed call, in the console's language. */
export function failureText(failure: CannedFailure, t: TFunction<"agent">): string {
  if (failure.status === 401) return t("canned.errors.signedOut");
  return failure.message ?? t("canned.errors.network");
}
