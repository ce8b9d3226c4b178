import { notFound } from "next/navigation";

// Any address no page has, in any language: the language's 404 screen (app/[locale]/not-found.tsx).
export default function UnknownPage() {
  notFound();
}
