import type { FeedFormatName } from "../import-values";
import { greenhouse } from "./greenhouse";
import { jsonld } from "./jsonld";
import { lever } from "./lever";
import type { FeedFormat } from "./shared";
import { smartrecruiters } from "./smartrecruiters";
import { workable } from "./workable";
import { xml } from "./xml-feed";

export const FORMATS: Record<FeedFormatName, FeedFormat> = {
  greenhouse,
  lever,
  workable,
  smartrecruiters,
  jsonld,
  xml,
};

/** The format of a fetched feed: its host's ATS first, else the shape of its body; undefined if none fits. */
export function detectFormat(body: string, url: URL): FeedFormatName | undefined {
  // JSON-LD and XML are told by their body only: any site can serve them.
  const byBody = [greenhouse, lever, workable, smartrecruiters, jsonld, xml];
  return byBody.find((format) => format.detect(body, url))?.name;
}
