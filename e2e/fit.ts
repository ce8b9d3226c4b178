// Whether a page fits a narrow phone: what sticks out of the window at its width. Runs in the page
// (page.evaluate(offences)); e2e/every-page.spec.ts measures every page at 320 and 360 pixels.

/**
 * What sticks out at the window's width: the page wider than the window, and each visible control
 * outside 0..innerWidth or with more text than its box shows. Controls inside a box that scrolls
 * sideways on purpose are measured against that box instead.
 */
export function offences(): string[] {
  // Parts below the fold are laid out only near the screen (content-visibility: auto), and clip what
  // sticks out of them meanwhile: measured, they are all laid out.
  if (!document.getElementById("all-laid-out"))
    document.head.insertAdjacentHTML(
      "beforeend",
      '<style id="all-laid-out">* { content-visibility: visible !important; }</style>',
    );
  const width = window.innerWidth;
  const found: string[] = [];
  const pageWidth = document.scrollingElement!.scrollWidth;
  const describe = (el: Element) => {
    const text = (
      el.getAttribute("aria-label") ||
      (el as HTMLElement).innerText ||
      el.getAttribute("name") ||
      ""
    )
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `${el.tagName.toLowerCase()} "${text}"`;
  };
  if (pageWidth > width) {
    // The innermost boxes past the window's edge: what makes the page wide.
    const past = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll("*")].filter(
      (el) => past(el) && ![...el.children].some(past),
    );
    found.push(
      `the page is ${pageWidth}px wide (past the edge: ${culprits.slice(0, 3).map(describe).join(", ")})`,
    );
  }
  const scrollsSideways = (el: Element) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && box.scrollWidth > box.clientWidth) return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, textarea, summary",
  )) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // Visually hidden (sr-only: clipped to nothing) and empty boxes take no room on the screen.
    if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
    if (box.width <= 1 || box.height <= 1) continue;
    if (scrollsSideways(el)) continue;
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
    const html = el as HTMLElement;
    // The text of a block box wider than the box (inline boxes have no clientWidth); an input's value
    // scrolls inside it by design.
    if (
      html.clientWidth > 0 &&
      html.scrollWidth > html.clientWidth + 1 &&
      !["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) &&
      style.display !== "inline"
    )
      found.push(`${describe(el)} shows ${html.clientWidth}px of its ${html.scrollWidth}px text`);
  }
  return found;
}
