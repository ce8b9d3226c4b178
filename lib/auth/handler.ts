import "server-only";
import NextAuth from "next-auth";
import { authOptions } from "./options";

/** next-auth's route handler: /api/auth/* and the sign-in start route (lib/auth/start-sign-in.ts). */
export const nextAuth = NextAuth(authOptions);
