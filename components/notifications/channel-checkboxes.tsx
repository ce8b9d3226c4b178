"use client";

import { useTranslations } from "@/components/i18n/client";
import type { ChannelName } from "@/lib/product-api/notifications";

/** One checkbox per configured channel: where application updates, or an alert, go. */
export function ChannelCheckboxes({
  channels,
  chosen,
  disabled,
  onChange,
}: {
  channels: ChannelName[];
  chosen: ChannelName[];
  disabled?: boolean;
  onChange: (chosen: ChannelName[]) => void;
}) {
  const t = useTranslations("notify");
  return (
    <div className="flex flex-wrap gap-x-5">
      {channels.map((channel) => (
        <label key={channel} className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen.includes(channel)}
            disabled={disabled}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, channel] : chosen.filter((c) => c !== channel))
            }
          />
          {t("channelName", { channel })}
        </label>
      ))}
    </div>
  );
}
