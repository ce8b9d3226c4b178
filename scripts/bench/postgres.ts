import { startTestPostgres } from "../../services/product-api/testing/postgres";

// `npm run bench -- --db postgres`: a throwaway PostgreSQL 15 cluster, the one the API tests use.
// Prints its URL as one JSON line, then keeps it until SIGTERM or until the bench goes away (stdin
// closes), and deletes it. Ctrl-C is left to the bench, which stops the API first and this last.
async function main() {
  const started = startTestPostgres();
  const stop = () => void started.then((postgres) => postgres.stop()).finally(() => process.exit(0));
  process.on("SIGINT", () => {});
  process.on("SIGTERM", stop);
  process.stdin.on("end", stop).resume();
  console.log(JSON.stringify({ url: (await started).url }));
}

main().catch((error) => {
  console.error("bench: PostgreSQL did not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
