import { passwordProblem } from "./passwords";
import { validateSignup } from "./validation";

const zuri = { email: "zuri.njoroge@example.com", name: "Zuri Njoroge" };

test.each([
  ["12345678", "at least 10 characters"],
  ["password", "at least 10 characters"],
  ["          ", "only spaces"],
  ["1234567890", "too common"],
  ["password123", "too common"],
  ["qwertyuiop", "too common"],
  ["Sunshine2024!", "too common"],
  ["iloveyou!!!", "too common"],
  ["zzzzzzzzzzzz", "too common"],
  ["zuri.njoroge@example.com", "email address"],
  ["ZURI.NJOROGE-2025", "email address"],
  ["Zuri Njoroge", "your name"],
  ["njoroge2025!", "your name"],
  ["x".repeat(257), "at most 256 characters"],
])("%j is refused: %s", (password, message) => {
  expect(passwordProblem(password, zuri)).toContain(message);
});

test.each([
  "correct horse battery",
  "Kazi-demo-2025",
  "Sup3r-secret-cv",
  "mvua ya masika 7",
  "Tafuta-kazi-Nairobi",
])("%j is accepted", (password) => {
  expect(passwordProblem(password, zuri)).toBeUndefined();
});

test("the sign-up form reports the password problem on the password field", () => {
  const input = validateSignup(
    new URLSearchParams({ name: "Zuri Njoroge", email: "zuri.njoroge@example.com", password: "password" }),
  );
  expect(input).toEqual({
    ok: false,
    values: { name: "Zuri Njoroge", email: "zuri.njoroge@example.com" },
    errors: { password: "Password must be at least 10 characters" },
  });
});
