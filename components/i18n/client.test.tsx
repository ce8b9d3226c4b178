import { render, screen } from "@testing-library/react";
import compile from "icu-minify/compile";
import { MessagesProvider, useFormatter, useLocale, useTranslations } from "./client";

const messages = {
  jobs: {
    count: compile(
      "{count, plural, zero {لا وظائف} one {وظيفة واحدة} two {وظيفتان} few {# وظائف} many {# وظيفة} other {# وظيفة}}",
    ),
    hello: compile("Bonjour {name}"),
    terms: compile("Lisez les <link>conditions</link>."),
  },
};

function Sample({ count }: { count: number }) {
  const t = useTranslations("jobs");
  const format = useFormatter();
  return (
    <div>
      <p>{t("count", { count })}</p>
      <p>{t("hello", { name: "Awa" })}</p>
      <p>{t.rich("terms", { link: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{t.has("missing") ? "has" : "has not"}</p>
      <p>{format.number(1234.5)}</p>
      <p>{format.relativeTime(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 4))}</p>
      <p>{useLocale()}</p>
    </div>
  );
}

const inArabic = (count: number) =>
  render(
    <MessagesProvider locale="ar" messages={messages}>
      <Sample count={count} />
    </MessagesProvider>,
  );

describe("client messages", () => {
  it.each([
    [0, "لا وظائف"],
    [1, "وظيفة واحدة"],
    [2, "وظيفتان"],
    [5, "# وظائف"],
    [11, "# وظيفة"],
  ])("formats %s by Arabic's plural rules", (count, text) => {
    inArabic(count);
    expect(
      screen.getByText(text.replace("#", new Intl.NumberFormat("ar").format(count))),
    ).toBeInTheDocument();
  });

  it("fills arguments and rich text, and knows which keys it has", () => {
    inArabic(1);
    expect(screen.getByText("Bonjour Awa")).toBeInTheDocument();
    expect(screen.getByText("conditions").tagName).toBe("STRONG");
    expect(screen.getByText("has not")).toBeInTheDocument();
    expect(screen.getByText("ar")).toBeInTheDocument();
  });

  it("formats numbers and relative times in the page's language", () => {
    inArabic(1);
    expect(screen.getByText(new Intl.NumberFormat("ar").format(1234.5))).toBeInTheDocument();
    expect(
      screen.getByText(new Intl.RelativeTimeFormat("ar", { numeric: "auto" }).format(-3, "day")),
    ).toBeInTheDocument();
  });

  it("writes Portuguese counts and numbers as Angola does (Brazil: 1.204 vagas)", () => {
    const pt = { jobs: { count: compile("{count, plural, one {# vaga} many {# vagas} other {# vagas}}") } };
    function Count() {
      const t = useTranslations("jobs");
      const format = useFormatter();
      return (
        <>
          <p>{t("count", { count: 1204 })}</p>
          <p>{t("count", { count: 0 })}</p>
          <p>{format.number(50000, { style: "currency", currency: "USD", maximumFractionDigits: 0 })}</p>
        </>
      );
    }
    render(
      <MessagesProvider locale="pt" messages={pt}>
        <Count />
      </MessagesProvider>,
    );
    // (getByText reads the no-break spaces Intl writes as spaces.)
    expect(screen.getByText("1 204 vagas")).toBeInTheDocument();
    // Portuguese's own plural rule still picks "one" for 0 (pt-PT's would say "other").
    expect(screen.getByText("0 vaga")).toBeInTheDocument();
    expect(screen.getByText("50 000 US$")).toBeInTheDocument();
  });

  it("shows the key of a missing message instead of failing the page", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    function Missing() {
      return <p>{useTranslations("jobs")("nothing")}</p>;
    }
    render(
      <MessagesProvider locale="fr" messages={messages}>
        <Missing />
      </MessagesProvider>,
    );
    expect(screen.getByText("jobs.nothing")).toBeInTheDocument();
  });
});
