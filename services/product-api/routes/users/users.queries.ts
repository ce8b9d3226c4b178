import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { ProfessionalLicense, UserMe } from "../../../../lib/product-api/types";
import type { Db } from "../../db/client";
import { professionalLicenses, users } from "../../db/schema";
import type { AuthUser } from "../../lib/auth";
import type { UpdateMe } from "./users.schemas";

type UserRow = typeof users.$inferSelect;

/** The caller's user row, created from the token's claims the first time they are seen. */
export async function ensureUser(db: Db, user: AuthUser): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.id, user.sub));
  if (existing) {
    if (existing.email || !user.email) return existing;
    const [withEmail] = await db
      .update(users)
      .set({ email: user.email })
      .where(eq(users.id, user.sub))
      .returning();
    return withEmail;
  }
  const local = user.email?.split("@")[0];
  await db
    .insert(users)
    .values({
      id: user.sub,
      name: user.name ?? local ?? "User",
      username: local ?? user.sub,
      email: user.email ?? null,
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(users).where(eq(users.id, user.sub));
  return created;
}

export async function loadMe(db: Db, user: UserRow): Promise<UserMe> {
  const licenses = await db
    .select()
    .from(professionalLicenses)
    .where(eq(professionalLicenses.userId, user.id))
    .orderBy(asc(professionalLicenses.startDate), asc(professionalLicenses.id));
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    professionalLicenses: licenses.map((l): ProfessionalLicense => ({
      id: l.id,
      licenseName: l.licenseName,
      licenseValue: l.licenseValue,
      startDate: l.startDate.toISOString(),
      endDate: l.endDate.toISOString(),
    })),
  };
}

/**
 * Saves the profile and makes the stored licenses exactly the given list, in one transaction:
 * licenses sent with the id of one of the caller's licenses are updated in place, the others are
 * added, and any not sent are removed.
 */
export async function saveMe(db: Db, userId: string, body: UpdateMe): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: body.name, ...(body.username ? { username: body.username } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (!body.professionalLicenses) return;
    const sent = body.professionalLicenses;
    const sentIds = sent.map((l) => l.id).filter((id): id is number => !!id && id > 0);
    const owned = sentIds.length
      ? await tx
          .select({ id: professionalLicenses.id })
          .from(professionalLicenses)
          .where(and(eq(professionalLicenses.userId, userId), inArray(professionalLicenses.id, sentIds)))
      : [];
    const kept = new Set(owned.map((row) => row.id));
    await tx
      .delete(professionalLicenses)
      .where(
        kept.size
          ? and(eq(professionalLicenses.userId, userId), notInArray(professionalLicenses.id, [...kept]))
          : eq(professionalLicenses.userId, userId),
      );
    for (const license of sent) {
      const values = {
        licenseName: license.licenseName,
        licenseValue: license.licenseValue,
        startDate: new Date(license.startDate),
        endDate: new Date(license.endDate),
      };
      if (license.id && kept.has(license.id)) {
        await tx.update(professionalLicenses).set(values).where(eq(professionalLicenses.id, license.id));
      } else {
        await tx.insert(professionalLicenses).values({ ...values, userId });
      }
    }
  });
}
