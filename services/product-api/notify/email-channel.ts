import { eq } from "drizzle-orm";
import { translator } from "../../i18n";
import type { Mailer } from "../../mail";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Channel } from "./channel";
import { notificationText } from "./texts";

// E-mail, as Kazi has always sent it: through the mailer (SMTP_URL, else .eml files in DATA_DIR's
// outbox). Job-alert digests keep their own, richer mail (routes/alerts/digest-mail.ts); this one
// carries the other notifications in a few plain lines.

export function emailChannel({ db, mailer }: { db: Db; mailer?: Mailer }): Channel {
  const address = async (userId: string) => {
    const [row] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return row?.email ? row : undefined;
  };
  return {
    name: "email",
    configured: !!mailer,
    ready: async (userId) => !!(await address(userId)),
    async send(notification) {
      const to = await address(notification.userId);
      if (!to || !mailer) return { status: "no-address" };
      const text = notificationText(notification);
      const hello = translator(notification.locale, "mail")("hello", { name: to.name });
      const sent = await mailer.sendMail({
        to: to.email!,
        subject: text.title,
        text: [hello, "", text.body, notification.url, "", text.off, ""].join("\n"),
        headers: {
          "List-Unsubscribe": `<${notification.offUrl}>`,
          "X-Kazi-Purpose": notification.kind,
        },
      });
      return { status: "sent", providerId: sent.messageId };
    },
  };
}
