import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { ProfessionalLicense, UserMe } from "../../contract";
import type { Db } from "../../db/client";
import { professionalLicenses, users } from "../../db/schema";
import { sessionEnded, type AuthUser } from "../../lib/auth";
import { languageTag } from "../../lib/fields";
import { LIMITS } from "../../lib/limits";
import { ApiProblem } from "../../lib/problem";
import { isRevokedInDb } from "../../lib/revocations";
import { toIso } from "../../lib/table-schema";
import { isUniqueViolation } from "../applications/applications.queries";
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
  // Read in the database, where account deletion wrote it before it deleted the row: a request that
  // passed the check at the door just before the deletion does not bring the user back.
  if (await isRevokedInDb(db, user)) throw sessionEnded();
  const local = user.email?.split("@")[0];
  // The language they signed up in, when the identity provider puts it in the token; else the default.
  const language = languageTag().safeParse(user.locale ?? "").data;
  for (const username of usernameCandidates(local ?? user.sub)) {
    try {
      await db
        .insert(users)
        .values({
          id: user.sub,
          name: user.name ?? local ?? "User",
          username,
          email: user.email ?? null,
          ...(language ? { language } : {}),
        })
        .onConflictDoNothing({ target: users.id });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const [created] = await db.select().from(users).where(eq(users.id, user.sub));
  return created;
}

/**
 * Usernames to try for a new user: the email's local part made to fit the format (limits.ts), then
 * the same with a random suffix, as someone else may hold it already.
 */
function* usernameCandidates(seed: string) {
  const trim = (s: string) => s.replace(/^[._-]+|[._-]+$/g, "");
  let base = trim(trim(seed.replace(/[^A-Za-z0-9._-]+/g, "")).slice(0, LIMITS.username.max));
  if (base.length < LIMITS.username.min) base = `user${base}`;
  yield base;
  for (let i = 0; i < 5; i++) yield `${trim(base.slice(0, LIMITS.username.max - 7))}-${randomSuffix()}`;
}

const randomSuffix = () => randomBytes(3).toString("hex");

const usernameTaken = () =>
  new ApiProblem(409, "That username is taken.", { errors: { username: ["That username is taken."] } });

/** The user's licenses, oldest first, as the contract writes them. */
export async function loadLicenses(db: Db, userId: string): Promise<ProfessionalLicense[]> {
  const licenses = await db
    .select({
      id: professionalLicenses.id,
      licenseName: professionalLicenses.licenseName,
      licenseValue: professionalLicenses.licenseValue,
      startDate: professionalLicenses.startDate,
      endDate: professionalLicenses.endDate,
    })
    .from(professionalLicenses)
    .where(eq(professionalLicenses.userId, userId))
    .orderBy(asc(professionalLicenses.startDate), asc(professionalLicenses.id));
  return licenses.map((l) => ({ ...l, startDate: toIso(l.startDate), endDate: toIso(l.endDate) }));
}

export async function loadMe(db: Db, user: UserRow): Promise<UserMe> {
  const { id, name, username, email, language } = user;
  return { id, name, username, email, language, professionalLicenses: await loadLicenses(db, user.id) };
}

/**
 * Saves the profile and makes the stored licenses exactly the given list, in one transaction:
 * licenses sent with the id of one of the caller's licenses are updated in place, the others are
 * added, and any not sent are removed.
 */
export async function saveMe(db: Db, userId: string, body: UpdateMe): Promise<void> {
  try {
    await saveMeOnce(db, userId, body);
  } catch (error) {
    // The one unique index a user update can break is the username's.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

async function saveMeOnce(db: Db, userId: string, body: UpdateMe): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: body.name,
        ...(body.username ? { username: body.username } : {}),
        ...(body.language ? { language: body.language } : {}),
        updatedAt: new Date(),
      })
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
