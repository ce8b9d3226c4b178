// Where one run of the cluster test lives. The balancer takes the browser tests' web port, so the
// cluster serves the build they made (.next-e2e, whose SITE_URL names that port) without building
// again; it runs after them. Everything else sits at 3900 + 10 × E2E_SLOT, clear of their ports.
import { dirs, ports } from "../e2e/slot";

const slot = Number(process.env.E2E_SLOT || 0);
const base = 3900 + slot * 10;

export const clusterPorts = {
  balancer: ports.web,
  webA: base,
  webB: base + 1,
  api1: base + 2,
  api2: base + 3,
  postgres: base + 4,
  redis: base + 5,
  s3: base + 6,
};

/** The site's address: the balancer, named as the build's SITE_URL names it. */
export const site = `http://localhost:${clusterPorts.balancer}`;
/** The build the web instances copy, and where the cluster keeps its own files. */
export const clusterDirs = { build: dirs.dist, work: `${dirs.data}-cluster` };
