import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import * as icons from "./icons";
import * as trustIcons from "@/components/trust/trust-icons";

const sprite = readFileSync(join(process.cwd(), "public/icons.svg"), "utf8");
const components = Object.entries({ ...icons, ...trustIcons }).filter(
  (entry): entry is [string, icons.IconComponent] => /^[A-Z]\w+Icon$/.test(entry[0]),
);

describe("icons", () => {
  it.each(components)("draws %s from a symbol of public/icons.svg", (_, Component) => {
    const { container } = render(<Component className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("icon", "size-4");
    const id = svg.querySelector("use")!.getAttribute("href")!.split("#")[1];
    expect(sprite).toContain(`<symbol id="${id}" `);
  });

  it("fills an outline icon when asked (a saved bookmark)", () => {
    const { container } = render(<icons.BookmarkIcon fill="currentColor" />);
    expect(container.querySelector("svg")).toHaveStyle({ fill: "currentColor" });
  });
});
