import { PHONE_PROBLEM_TYPE } from "../../../../lib/validations/phone";
import { ApiProblem } from "../../lib/problem";

// The phone routes' refusals. `type` ends in the catalogues' key (phone.errors.*), so the UI shows
// each in the seeker's language; title and detail are the API's own, in English.

const PROBLEMS = {
  needsCountry: [422, "Choose a country, or start the number with + and the country code."],
  invalid: [422, "This does not look like a mobile number."],
  channelOff: [422, "This channel is not configured."],
  // 502 when the provider failed (try again later); 422 when it refused the number.
  sendFailed: [502, "The code could not be sent. Check the number, or try the other channel."],
  tooManySends: [429, "Too many codes were asked for. Please try again later."],
  noCode: [404, "There is no code waiting to be confirmed. Ask for a new one."],
  expired: [410, "This code has expired. Ask for a new one."],
  tooManyAttempts: [429, "Too many wrong codes. Ask for a new one."],
  wrongCode: [422, "That code is not right."],
  noNumber: [404, "There is no confirmed number on this account."],
} as const;

export type PhoneProblem = keyof typeof PROBLEMS;

export function phoneProblem(
  code: PhoneProblem,
  { status, ...extras }: { status?: number; headers?: Record<string, string> } = {},
) {
  const [usual, title] = PROBLEMS[code];
  return new ApiProblem(status ?? usual, title, {
    type: `${PHONE_PROBLEM_TYPE}${code}`,
    detail: title,
    ...extras,
  });
}
