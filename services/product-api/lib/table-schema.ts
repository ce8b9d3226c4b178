import { z } from "@hono/zod-openapi";
import { createSchemaFactory } from "drizzle-zod";

// Response schemas start from the Drizzle tables (db/schema.ts), so a column's type and nullability
// are written once; built with @hono/zod-openapi's z so they take .openapi() metadata.
export const { createSelectSchema } = createSchemaFactory({ zodInstance: z });

/** Timestamps leave the API as ISO 8601 strings. */
export const isoDateTime = z.string().openapi({ format: "date-time" });
export const toIso = (date: Date) => date.toISOString();
export const toIsoOrNull = (date: Date | null) => date?.toISOString() ?? null;
