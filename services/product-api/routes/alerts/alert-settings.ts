import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "../../../../lib/defaults";
import type { Mailer } from "../../../mail";

export interface AlertSettings {
  /** Signs the unsubscribe links (ALERTS_SECRET). */
  secret: string;
  /** The web site's origin (SITE_URL), for the links in the mails. */
  siteUrl: string;
  /** The site's name (SITE_NAME), in the mails' words. */
  siteName: string;
  /** Sends the digests; without one, POST /alerts/digests answers 503. */
  mailer?: Mailer;
}

/**
 * For an API built without productApiConfig (the tests): published, so productApiConfig refuses it in
 * production and makes a secret of its own in DATA_DIR when ALERTS_SECRET is unset.
 */
export const DEFAULT_ALERTS_SECRET = "kazi-alerts-local-secret-0123456789";

export const defaultAlertSettings = (): AlertSettings => ({
  secret: DEFAULT_ALERTS_SECRET,
  siteUrl: DEFAULT_SITE_URL,
  siteName: DEFAULT_SITE_NAME,
});
