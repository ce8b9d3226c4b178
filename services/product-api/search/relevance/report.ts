import { createDb } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { figuresOf, relevanceTable, runJudgedSet, TARGETS, worstQueries } from "./judged-set";

// The judged relevance set's figures, for the bench and by hand:
//   npx tsx services/product-api/search/relevance/report.ts [--worst N] [--json]

async function main() {
  const args = process.argv.slice(2);
  const worst = Number(args[args.indexOf("--worst") + 1]) || 0;
  const database = await createDb();
  await runMigrations(database);
  const outcomes = await runJudgedSet(database);
  await database.close();
  if (args.includes("--json")) {
    console.log(JSON.stringify(figuresOf(outcomes)));
    return;
  }
  console.log(
    `Search quality, judged set (targets: NDCG@10 ≥ ${TARGETS.ndcg}, MRR ≥ ${TARGETS.mrr}, zero-result ≤ ${TARGETS.zeroResults * 100}%)`,
  );
  console.log(relevanceTable(outcomes));
  if (worst > 0) console.log(`\nWorst queries:\n${worstQueries(outcomes, worst)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
