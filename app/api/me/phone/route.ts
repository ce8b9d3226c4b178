import { phoneChannelsSchema, sendCodeSchema } from "@/lib/validations/phone";
import { phoneCall, phoneCallWith } from "./phone-route";

// The seeker's phone number for WhatsApp and SMS (the product API's /users/me/phone).

export const dynamic = "force-dynamic";

export const GET = (request: Request) => phoneCall(request, (api) => api.getPhone());

export const POST = (request: Request) =>
  phoneCallWith(request, sendCodeSchema, (api, input) => api.sendPhoneCode(input), 202);

export const PATCH = (request: Request) =>
  phoneCallWith(request, phoneChannelsSchema, (api, input) => api.setPhoneChannels(input));

export const DELETE = (request: Request) => phoneCall(request, (api) => api.removePhone());
