import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema";
import type { PhoneChannelName } from "./phone-number";

// Mirrors db/migrations/0020_phone_channels.sql. Apart from db/schema.ts: only the phone channels
// and the account's export and deletion read these tables.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userId = () =>
  text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" });

export const phoneNumbers = pgTable("phone_numbers", {
  userId: userId(),
  e164: text("e164").notNull(),
  country: text("country"),
  verifiedAt: timestamptz("verified_at").notNull(),
  whatsapp: boolean("whatsapp").notNull().default(false),
  sms: boolean("sms").notNull().default(false),
  smsStoppedAt: timestamptz("sms_stopped_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const phoneVerifications = pgTable("phone_verifications", {
  userId: userId(),
  e164: text("e164").notNull(),
  country: text("country"),
  channel: text("channel").$type<PhoneChannelName>().notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
