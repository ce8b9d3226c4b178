import { pathToFileURL } from "node:url";
import { runIdentityServer } from "../server";
import { testCompanyClientMetadata, testEmployerClientMetadata } from "./employer-client";

// The identity provider as the tests run it (startTestIdentity, the browser tests' webServer): the
// real server, plus the machine clients the tests post jobs, moderate and change applications with.

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runIdentityServer({ machineClients: [testEmployerClientMetadata, testCompanyClientMetadata] });
}
