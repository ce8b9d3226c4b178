import type { Metadata } from "next";
import { PageNotFound, pageNotFoundMetadata } from "@/components/layout/page-not-found";

export const metadata: Metadata = pageNotFoundMetadata;

export default function NotFound() {
  return <PageNotFound />;
}
