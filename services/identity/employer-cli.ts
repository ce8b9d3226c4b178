import { employerCommand } from "./employer-command";

// npm run employer -- … (employer-command.ts).
void employerCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
