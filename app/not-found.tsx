import type { Metadata } from "next";
import { pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { PageNotFound } from "@/components/layout/page-not-found";

export const metadata: Metadata = pageNotFoundMetadata;

export default function NotFound() {
  return <PageNotFound />;
}
