import { clientAddress } from "./client-address";

const from = (forwardedFor?: string) =>
  clientAddress(new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }));

describe("clientAddress", () => {
  it("is the address the web server saw when a remote browser connects", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from("2001:db8::7")).toBe("2001:db8::7");
  });

  it("ignores what a remote client wrote into X-Forwarded-For itself", () => {
    // The client sent '198.51.100.1, 10.0.0.1'; the server appended the address it really came from.
    expect(from("198.51.100.1, 10.0.0.1, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("takes the address a proxy of ours (loopback by default) passed on", () => {
    expect(from("198.51.100.4, 127.0.0.1")).toBe("198.51.100.4");
    expect(from("198.51.100.4, ::1")).toBe("198.51.100.4");
    expect(from("198.51.100.4, ::ffff:127.0.0.1")).toBe("198.51.100.4");
  });

  it("is the proxy itself when nothing stands before it, written without the IPv4 mapping", () => {
    expect(from("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(from("not-an-address, 127.0.0.1")).toBe("127.0.0.1");
  });

  it("is unknown without a valid address", () => {
    expect(from()).toBeUndefined();
    expect(from("")).toBeUndefined();
    expect(from("localhost")).toBeUndefined();
  });

  it("skips the proxies TRUSTED_PROXIES names, 'loopback' included, as the identity provider reads it", () => {
    process.env.TRUSTED_PROXIES = "loopback, 10.0.0.0/8";
    jest.isolateModules(() => {
      const { clientAddress: behindBalancer } =
        jest.requireActual<typeof import("./client-address")>("./client-address");
      const headers = new Headers({ "x-forwarded-for": "198.51.100.9, 10.1.2.3, 127.0.0.1" });
      expect(behindBalancer(headers)).toBe("198.51.100.9");
    });
    delete process.env.TRUSTED_PROXIES;
  });
});
