import type { AddressInfo } from "node:net";
import { createSecureContext, createServer as createTlsServer } from "node:tls";
import { describe, expect, it } from "vitest";
import { rsaKeyPair, selfSignedCert } from "@/lib/payments/simulator/keys";
import { allowedSmtpHosts, checkedSmtpAddress, isNonPublicAddress, type Lookup } from "./smtp-destination";
import { sendTestMail } from "./transport";

const NONE = {} as NodeJS.ProcessEnv;
const resolver =
  (table: Record<string, string[]>): Lookup =>
  async (host) => {
    const list = table[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("SMTP destinations of a test mail", () => {
  it("knows private, loopback, link-local and other non-public addresses, IPv4 and IPv6", () => {
    for (const a of ["127.0.0.1", "127.5.5.5", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0"])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ["::1", "::", "fe80::1", "fd00::5", "fc12::1", "::ffff:127.0.0.1", "::ffff:10.0.0.8", "ff02::1", "not-an-ip"])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ["8.8.8.8", "172.32.0.1", "192.169.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"]) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it("refuses a name when any of its addresses is not public, and connects to a checked address", async () => {
    const dns = resolver({
      "smtp.example.org": ["203.0.113.25"],
      "mixed.example.org": ["203.0.113.26", "10.0.0.26"],
      "v6.example.org": ["2001:db8::1", "fe80::1"],
    });
    await expect(checkedSmtpAddress("smtp.example.org", NONE, dns)).resolves.toBe("203.0.113.25");
    for (const host of ["mixed.example.org", "v6.example.org", "127.0.0.1", "[::1]", "169.254.169.254"])
      await expect(checkedSmtpAddress(host, NONE, dns), host).rejects.toMatchObject({ status: 400, fieldErrors: { smtpHost: "mail.hostNotAllowed" } });
    // A name that does not resolve is "cannot connect", and never handed on to be resolved again
    // (a second answer could name a private address).
    await expect(checkedSmtpAddress("nowhere.example.org", NONE, dns)).rejects.toMatchObject({ status: 502, key: "mail.connectFailed" });
    await expect(checkedSmtpAddress("empty.example.org", NONE, async () => [])).rejects.toMatchObject({ key: "mail.connectFailed" });
  });

  it("resolves names for real: localhost is refused", async () => {
    await expect(checkedSmtpAddress("localhost", NONE)).rejects.toMatchObject({ fieldErrors: { smtpHost: "mail.hostNotAllowed" } });
  });

  it("lets the deployment allow named hosts or addresses (SMTP_ALLOWED_HOSTS)", async () => {
    const env = { SMTP_ALLOWED_HOSTS: " relay.internal , 127.0.0.1,[::1]" } as unknown as NodeJS.ProcessEnv;
    expect([...allowedSmtpHosts(env)]).toEqual(["relay.internal", "127.0.0.1", "::1"]);
    const dns = resolver({ "relay.internal": ["10.0.0.9"], "other.internal": ["10.0.0.10"] });
    await expect(checkedSmtpAddress("relay.internal", env, dns)).resolves.toBe("relay.internal");
    await expect(checkedSmtpAddress("127.0.0.1", env, dns)).resolves.toBe("127.0.0.1");
    await expect(checkedSmtpAddress("::1", env, dns)).resolves.toBe("::1");
    await expect(checkedSmtpAddress("other.internal", env, dns)).rejects.toMatchObject({ fieldErrors: { smtpHost: "mail.hostNotAllowed" } });
  });

  it("connects to the checked address but names the host typed to TLS, which still verifies the certificate", async () => {
    // A mail server with implicit TLS on the loopback address and a certificate nobody trusts.
    const pair = rsaKeyPair(2048);
    const ctx = { key: pair.privateKeyPem, cert: selfSignedCert(pair, "smtp.example.org").certPem };
    const asked: string[] = [];
    const server = createTlsServer({
      ...ctx,
      SNICallback: (name, cb) => {
        asked.push(name);
        cb(null, createSecureContext(ctx));
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { port } = server.address() as AddressInfo;
      const settings = { smtpHost: "127.0.0.1", servername: "smtp.example.org", port, ssl: true, address: "a@example.org", password: "x" };
      const mail = { to: "b@example.org", subject: "s", text: "t" };
      const refused = await sendTestMail(settings, mail, 5_000).catch((e: unknown) => e);
      // The name went out in the handshake (the one Node checks the certificate against) …
      expect(asked).toEqual(["smtp.example.org"]);
      // … and the certificate was checked: an untrusted one ends the connection.
      expect(refused).toMatchObject({ key: "mail.connectFailed", values: { detail: expect.stringMatching(/certificate/i) } });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
