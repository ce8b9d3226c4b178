export type { Storage } from "./storage";
export { createLocalStorage } from "./local-storage";
export { createStorage } from "./create-storage";
