// The same picture as the Open Graph image. Segment config is written out here, not re-exported,
// because Next.js reads it from each route file.
export { default, alt, size, contentType, generateStaticParams } from "./opengraph-image";
export const revalidate = 3600;
