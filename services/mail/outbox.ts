import fs from "node:fs/promises";
import path from "node:path";

// Reads the .eml files of the file outbox back, for tests and local use. Node builtins only, so the
// identity test helper and the browser tests can import it.

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone (good enough to find links). */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head);
  return match ? match[1].trim() : "";
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(dir, name), "utf8");
      return {
        file: name,
        to: header(raw, "To"),
        subject: header(raw, "Subject"),
        body: decodeQuotedPrintable(raw),
      };
    }),
  );
}

/** Waits for the newest message to an address whose body matches `pattern`; returns the match. */
export async function waitForMail(
  dir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<{ mail: OutboxMail; match: RegExpExecArray }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    for (const mail of mails.reverse()) {
      const match = pattern.exec(mail.body);
      if (match) return { mail, match };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
