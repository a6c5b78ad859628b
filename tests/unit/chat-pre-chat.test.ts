import { describe, expect, it } from "vitest";
import { invalidPreChatFields, validatePreChat } from "#app/features/chat-widget/pre-chat";
import { formatMessageTime } from "#app/features/chat-widget/format-time";
import { messages } from "#app/lib/messages.server";

const valid = { email: "jane@shop.example", telegram: "@jane_shop" };

describe("pre-chat validation", () => {
  it("accepts an email and an @handle or a phone-like Telegram value", () => {
    expect(validatePreChat(valid)).toEqual({});
    expect(validatePreChat({ ...valid, telegram: "+1 (234) 567-890" })).toEqual({});
    expect(validatePreChat({ ...valid, telegram: "1234567890" })).toEqual({});
    expect(validatePreChat({ email: "  jane@shop.example ", telegram: " @j " })).toEqual({});
  });

  it("requires both fields", () => {
    expect(validatePreChat({ email: "  ", telegram: "" })).toEqual({
      email: "emailRequired",
      telegram: "telegramRequired",
    });
  });

  it("refuses an email without the at sign, the dot or with spaces", () => {
    for (const email of ["jane", "jane@shop", "jane @shop.example", "@shop.example", "jane@.x"]) {
      expect(validatePreChat({ ...valid, email }).email, email).toBe("emailInvalid");
    }
  });

  it("refuses a Telegram value that is neither @handle nor 10+ phone characters", () => {
    for (const telegram of ["jane_shop", "+123456789", "12345-678", "@", "phone 1234567890"]) {
      expect(validatePreChat({ ...valid, telegram }).telegram, telegram).toBe("telegramInvalid");
    }
  });

  it("lists the invalid fields in the form's order, for the focus", () => {
    expect(invalidPreChatFields({ telegram: "telegramRequired", email: "emailInvalid" })).toEqual([
      "email",
      "telegram",
    ]);
  });

  it("has the exact wording of each message in English", () => {
    expect(messages.en.chat.errors).toEqual({
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email",
      telegramRequired: "Telegram is required",
      telegramInvalid: "Enter @username or phone number",
    });
  });
});

describe("message time", () => {
  const at = Date.UTC(2026, 0, 15, 9, 5);
  const evening = Date.UTC(2026, 0, 15, 21, 7);

  it("is 2-digit hour and minute, en-US in English", () => {
    expect(formatMessageTime(at, "en", "UTC")).toBe("09:05 AM");
    expect(formatMessageTime(evening, "en", "UTC")).toBe("09:07 PM");
  });

  it("is the 24-hour French form in French", () => {
    expect(formatMessageTime(at, "fr", "UTC")).toBe("09:05");
    expect(formatMessageTime(evening, "fr", "UTC")).toBe("21:07");
  });
});
