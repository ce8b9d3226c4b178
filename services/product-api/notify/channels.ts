import type { Mailer } from "../../mail";
import type { Db } from "../db/client";
import type { Channel } from "./channel";
import { emailChannel } from "./email-channel";
import { phoneChannels } from "./phone";
import type { PhoneSettings } from "./phone/phone-config";
import { pushChannel, type PushSettings } from "./push-channel";

// The registry: every channel this installation has, built from its settings (config.ts's
// `notify`). The API's choices (GET /me/notifications) and delivery (deliver.ts) list channels from
// here alone, so a channel added here shows and delivers without more code.

export interface ChannelSettings {
  db: Db;
  /** E-mail goes out through it; without one the channel is not configured. */
  mailer?: Mailer;
  push: PushSettings;
  /** WhatsApp and SMS (phone/): each there only when its provider is configured. */
  phone: PhoneSettings;
}

export function createChannels(settings: ChannelSettings): Channel[] {
  return [
    emailChannel(settings),
    pushChannel(settings),
    ...phoneChannels({ settings: settings.phone, db: settings.db }),
  ];
}
