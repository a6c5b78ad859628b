/**
 * CSV for spreadsheets, safe against formula injection (OWASP): a cell that starts with = + - @,
 * a tab or a carriage return gets a leading apostrophe, so Excel and Sheets show it as text
 * instead of running it. Every cell is quoted; quotes inside are doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (values: readonly unknown[]) => `${values.map(csvCell).join(",")}\r\n`;

/** The export's columns: header text and the leads column each reads. */
export const leadCsvColumns = [
  ["created_at", "created_at"],
  ["first_name", "first_name"],
  ["last_name", "last_name"],
  ["email", "email"],
  ["telegram", "telegram"],
  ["whatsapp", "whatsapp"],
  ["language", "locale"],
  ["page", "source_url"],
  ["referrer", "referrer"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_term", "utm_term"],
  ["utm_content", "utm_content"],
  ["country", "country"],
  ["user_agent", "user_agent"],
  ["channel", "channel"],
  ["verification", "verification"],
  ["notified_at", "forwarded_at"],
  ["id", "id"],
] as const;

type LeadRow = Record<(typeof leadCsvColumns)[number][1], unknown>;

const PAGE = 500;

/**
 * Every lead, oldest first, as a CSV stream read from D1 a page at a time (keyset on
 * created_at and id), so a large table never sits in memory at once.
 */
export function leadsCsvStream(db: D1Database): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const select = `SELECT ${leadCsvColumns.map(([, column]) => column).join(", ")} FROM leads`;
  let cursor: { createdAt: string; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(leadCsvColumns.map(([header]) => header))));
        return;
      }
      const statement: D1PreparedStatement = cursor
        ? db
            .prepare(`${select} WHERE (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?`)
            .bind(cursor.createdAt, cursor.id, PAGE)
        : db.prepare(`${select} ORDER BY created_at, id LIMIT ?`).bind(PAGE);
      const { results } = await statement.all<LeadRow>();
      if (results.length > 0) {
        controller.enqueue(
          encoder.encode(
            results.map((row) => csvRow(leadCsvColumns.map(([, column]) => row[column]))).join(""),
          ),
        );
        const last = results[results.length - 1];
        if (last) cursor = { createdAt: String(last.created_at), id: String(last.id) };
      }
      if (results.length < PAGE) controller.close();
    },
  });
}
