import { ImageResponse } from "next/og";
import type { Job } from "@/lib/product-api/types";
import { siteConfig, theme } from "@/lib/site";

export const shareImageSize = { width: 1200, height: 630 };

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

function Pill({ children }: { children: string }) {
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
      {children}
    </div>
  );
}

/** The picture's fixed words in the reader's language: the tagline, the job type and remote option. */
export interface ShareImageLabels {
  tagline: string;
  jobType: string;
  remote: string;
}

/** A label the bundled font cannot draw whole (Arabic) is left out rather than shown in pieces. */
const drawable = (text: string) =>
  imageSafeText(text, 200) === text.replace(/\s+/g, " ").trim() ? text : "";

/**
 * The 1200×630 picture social networks show for a shared job link: the job's own title, company and
 * place, with the fixed labels in the reader's language.
 */
export function jobShareImage(job: Job, labels: ShareImageLabels): ImageResponse {
  const title = imageSafeText(job.title, 80) || siteConfig.name;
  const pills = [job.location, drawable(labels.jobType), drawable(labels.remote)]
    .map((text) => imageSafeText(text, 40))
    .filter((text, i, all) => text && all.findIndex((t) => t.toLowerCase() === text.toLowerCase()) === i);
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
        backgroundImage: `linear-gradient(135deg, #1e4f95 0%, ${theme.primary} 55%, #4f46e5 100%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
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
        <div style={{ display: "flex", fontSize: 26, opacity: 0.9 }}>{drawable(labels.tagline)}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
        <div
          style={{ display: "flex", fontSize: title.length > 45 ? 58 : 72, fontWeight: 700, lineHeight: 1.1 }}
        >
          {title}
        </div>
        <div style={{ display: "flex", fontSize: 36, opacity: 0.95 }}>{imageSafeText(job.company, 60)}</div>
      </div>
      <div style={{ display: "flex", gap: 16 }}>
        {pills.map((text) => (
          <Pill key={text}>{text}</Pill>
        ))}
      </div>
    </div>,
    shareImageSize,
  );
}
