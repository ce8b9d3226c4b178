import { sql } from "drizzle-orm";
import type { QueryRows } from "../../rate-limit";
import type { Db } from "./client";

/** `query(text with $1…$n, params)` over the Drizzle database, for modules written against raw SQL. */
export function sqlQueryRows(db: Db): QueryRows {
  return async <T>(text: string, params: unknown[] = []) => {
    const query = sql.empty();
    text.split(/\$(\d+)/).forEach((part, i) => {
      if (i % 2 === 0) query.append(sql.raw(part));
      else query.append(sql`${params[Number(part) - 1]}`);
    });
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  };
}
