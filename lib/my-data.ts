import type { MyData } from "@/lib/product-api";
import { siteConfig } from "@/lib/site";

/** Where the web app serves one of the signed-in seeker's files (app/api/files/[fileId]). */
const fileDownloadPath = (fileId: number) => `/api/files/${fileId}`;

const MY_DATA_ABOUT = `Everything ${siteConfig.name} keeps about you, as of exportedAt. Your CVs and cover letters are linked: open a downloadUrl while signed in to ${siteConfig.name} to download the file.`;

/** The export as the seeker downloads it: a note on what it is, and a link to each of their files. */
export function myDataDocument(data: MyData, origin: string) {
  return {
    about: MY_DATA_ABOUT,
    ...data,
    applications: data.applications.map((application) => ({
      ...application,
      files: application.files.map((file) => ({
        ...file,
        downloadUrl: `${origin}${fileDownloadPath(file.id)}`,
      })),
    })),
  };
}

export const myDataFileName = (exportedAt: string) =>
  `${siteConfig.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-my-data-${exportedAt.slice(0, 10)}.json`;

export const SIGN_IN_ACCOUNT_KEPT = `Your ${siteConfig.name} data was deleted, but your sign-in account could not be removed. Please try again: you are still signed in.`;

/** The toast after a deletion; with an external sign-in provider its account is not ours to remove. */
export const accountDeletedMessage = (signInAccountDeleted: boolean) =>
  signInAccountDeleted
    ? "Your account and all your data have been deleted."
    : `Your ${siteConfig.name} data has been deleted. Your sign-in account is managed by your sign-in provider: delete it there if you wish.`;

export const NOTHING_DELETED = "Your account was not deleted: nothing was removed.";
