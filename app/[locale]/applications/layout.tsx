import { AppProviders } from "@/components/providers/app-providers";

export default function ApplicationsLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
