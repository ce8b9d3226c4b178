import { ImageResponse } from "next/og";
import type { Job } from "@/lib/product-api/types";
import { siteConfig, theme } from "@/lib/site";
import type { ImageFont } from "./share-image-fonts";
import { shareImageSize } from "./share-image-metadata";

export { shareImageSize };

/**
 * Keeps the characters of the bundled font (Latin and punctuation). Anything else would make the image
 * renderer download fonts or emoji from the internet while answering the request.
 */
function imageSafeText(text: string, max: number): string {
  const safe = text
    .replace(/[^\u0020-\u024F\u2010-\u2027\u2030-\u205E\u20AC]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return safe.length > max ? `${safe.slice(0, max - 1).trimEnd()}…` : safe;
}

// What Cairo's Arabic subset draws (letters, presentation forms, joiners); the rest is Geist's.
const ARABIC = "\u0600-\u06FF\u0750-\u077F\u200C-\u200E\uFB50-\uFDFF\uFE70-\uFEFC";
const LATIN = "\u0020-\u024F\u2010-\u2027\u2030-\u205E\u20AC";

/**
 * A label in the picture's script. The renderer joins Arabic letters but lays words out left to right,
 * so in Arabic each word is its own box and the row runs from the right.
 */
function Label({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return <>{text}</>;
  return (
    <div style={{ display: "flex", flexDirection: "row-reverse", gap: "0.28em" }}>
      {text.split(" ").map((word, i) => (
        <div key={i}>{word}</div>
      ))}
    </div>
  );
}

function Pill({ children, rtl = false }: { children: string; rtl?: boolean }) {
  return (
    <div
      style={{
        display: "flex",
        padding: "10px 22px",
        borderRadius: 999,
        background: "rgba(255,255,255,0.16)",
        border: "1px solid rgba(255,255,255,0.35)",
        fontSize: 28,
      }}
    >
      <Label text={children} rtl={rtl} />
    </div>
  );
}

/** The picture's fixed words in the reader's language: the tagline, the job type and remote option. */
export interface ShareImageLabels {
  tagline: string;
  jobType: string;
  remote: string;
}

/** A label the fonts cannot draw whole is left out rather than shown in pieces. */
function drawable(text: string, arabic: boolean): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return new RegExp(`^[${LATIN}${arabic ? ARABIC : ""}]*$`).test(clean) ? clean : "";
}

/**
 * The 1200×630 picture social networks show for a shared job link: the job's own title, company and
 * place, with the fixed labels in the reader's language. `arabicFonts` (share-image-fonts.ts) draws
 * Arabic labels, right to left; without them they are left off. The job's own words stay in Latin
 * script: their direction is their own, which the renderer cannot lay out.
 */
export function jobShareImage(
  job: Job,
  labels: ShareImageLabels,
  arabicFonts: ImageFont[] | null = null,
): ImageResponse {
  const rtl = arabicFonts !== null;
  const title = imageSafeText(job.title, 80) || siteConfig.name;
  const tagline = drawable(labels.tagline, rtl);
  const pills = [
    { text: imageSafeText(job.location, 40), rtl: false },
    ...[labels.jobType, labels.remote].map((label) => ({
      text: rtl ? drawable(label, true) : imageSafeText(drawable(label, false), 40),
      rtl,
    })),
  ].filter(
    ({ text }, i, all) => text && all.findIndex((t) => t.text.toLowerCase() === text.toLowerCase()) === i,
  );
  const row = rtl ? "row-reverse" : "row";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "white",
        alignItems: rtl ? "flex-end" : "stretch",
        backgroundImage: `linear-gradient(135deg, #1e4f95 0%, ${theme.primary} 55%, #4f46e5 100%)`,
      }}
    >
      <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 20 }}>
        <div
          style={{
            display: "flex",
            padding: "8px 22px",
            borderRadius: 16,
            background: "white",
            color: "#1e4f95",
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          {imageSafeText(siteConfig.name, 20)}
        </div>
        <div style={{ display: "flex", fontSize: 26, opacity: 0.9 }}>
          <Label text={tagline} rtl={rtl} />
        </div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: rtl ? "flex-end" : "stretch",
          gap: 18,
        }}
      >
        <div
          style={{
            display: "flex",
            fontSize: title.length > 45 ? 58 : 72,
            fontWeight: 700,
            lineHeight: 1.1,
            textAlign: rtl ? "right" : "left",
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", fontSize: 36, opacity: 0.95 }}>{imageSafeText(job.company, 60)}</div>
      </div>
      <div style={{ display: "flex", flexDirection: row, gap: 16 }}>
        {pills.map(({ text, rtl }) => (
          <Pill key={text} rtl={rtl}>
            {text}
          </Pill>
        ))}
      </div>
    </div>,
    { ...shareImageSize, ...(arabicFonts ? { fonts: arabicFonts } : {}) },
  );
}
