import { AppProviders } from "@/components/providers/app-providers";

export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
