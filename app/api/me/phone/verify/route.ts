import { verifyCodeSchema } from "@/lib/validations/phone";
import { phoneCallWith } from "../phone-route";

// The one-time code the seeker received, typed back (the product API's /users/me/phone/verify).

export const dynamic = "force-dynamic";

export const POST = (request: Request) =>
  phoneCallWith(request, verifyCodeSchema, (api, { code }) => api.verifyPhoneCode(code));
