// The installed app's icons (public/icons), named by the web manifest (lib/web-manifest.ts) under URLs
// versioned by their content (next.config.ts). No imports: next.config.ts reads it.
//
// Made once from public/icon.svg with sharp (SVG at the size, then PNG with a 64-colour palette,
// compression 9): icon-*.png are the favicon as it is; maskable-512.png is it without the rounded
// corners and with the K at 80% around the centre, well inside the 80% circle a mask may keep (as
// apple-touch-icon.png, full bleed).
export const APP_ICONS = [
  { file: "icons/icon-192.png", sizes: "192x192", purpose: "any" },
  { file: "icons/icon-512.png", sizes: "512x512", purpose: "any" },
  { file: "icons/maskable-512.png", sizes: "512x512", purpose: "maskable" },
] as const;
