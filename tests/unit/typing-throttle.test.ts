import { describe, expect, it } from "vitest";
import { TYPING_THROTTLE_MS, TypingThrottle } from "#party/protocol";

describe("typing frames", () => {
  function counter(goes = true) {
    let sent = 0;
    return {
      send: () => {
        if (goes) sent++;
        return goes;
      },
      get sent() {
        return sent;
      },
    };
  }

  it("go at most once per window while the text changes", () => {
    const throttle = new TypingThrottle();
    const frames = counter();
    throttle.typed(frames.send, 10_000);
    throttle.typed(frames.send, 10_000 + TYPING_THROTTLE_MS - 1);
    expect(frames.sent).toBe(1);
    throttle.typed(frames.send, 10_000 + TYPING_THROTTLE_MS);
    expect(frames.sent).toBe(2);
  });

  it("go at once after a message is sent, even within the window", () => {
    const throttle = new TypingThrottle();
    const frames = counter();
    throttle.typed(frames.send, 10_000);
    throttle.messageSent();
    throttle.typed(frames.send, 10_100);
    expect(frames.sent).toBe(2);
  });

  it("a frame that could not go does not start the window", () => {
    const throttle = new TypingThrottle();
    throttle.typed(counter(false).send, 10_000);
    const frames = counter();
    throttle.typed(frames.send, 10_001);
    expect(frames.sent).toBe(1);
  });
});
