export interface Balancer {
  url: string;
  pid: number | undefined;
  /** nginx's error log so far (warnings and up): which upstreams failed, and when. */
  log(): string;
  stop(): Promise<void>;
}

export function startBalancer(options: { port: number; upstreams: number[] }): Promise<Balancer>;
