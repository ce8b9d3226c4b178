export type { Storage, StoredFileMeta } from "./storage";
export { createLocalStorage } from "./local-storage";
export { createStorage, type StorageConfig } from "./create-storage";
