import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "../../../i18n";
import { templateBodies } from "./whatsapp-template-bodies";
import { WHATSAPP_LANGUAGES, WHATSAPP_TEMPLATES } from "./whatsapp";

const docs = readFileSync(join(process.cwd(), "docs/whatsapp-templates.md"), "utf8");

describe("docs/whatsapp-templates.md", () => {
  it("lists every template Kazi sends, by the name it sends, and each language's code", () => {
    for (const name of Object.values(WHATSAPP_TEMPLATES)) expect(docs).toContain(`### \`${name}\``);
    for (const code of Object.values(WHATSAPP_LANGUAGES)) expect(docs).toContain(`\`${code}\``);
  });

  it("has each body as the catalogues write it, in all five languages", async () => {
    const bodies = await templateBodies();
    for (const kind of ["job-alert", "application-status"] as const)
      for (const locale of LOCALES) {
        const body = bodies[kind][locale];
        expect(docs).toContain(`\`\`\`text\n${body}\n\`\`\``);
        // Every parameter, none left as a name, and words at both ends (Meta's rule).
        expect(body.match(/\{\{\d\}\}/g)?.sort()).toEqual(["{{1}}", "{{2}}", "{{3}}", "{{4}}", "{{5}}"]);
        expect(body).not.toMatch(/\{[a-z]/i);
        expect(body).not.toMatch(/^\{\{|\}\}$/);
      }
  });
});
