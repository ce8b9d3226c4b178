import { AppProviders } from "@/components/providers/app-providers";

export default function ApplyLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
