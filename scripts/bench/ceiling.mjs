// The ceiling cached pages are measured against: a plain node:http server sending the same bytes for
// every request, with no framework in between. Run as its own process (`node ceiling.mjs FILE PORT`)
// so that it does not share an event loop with the load generator.
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
