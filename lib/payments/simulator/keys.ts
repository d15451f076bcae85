import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import forge from "node-forge";

// Key material for the payment simulator and the adapters' tests: RSA key pairs,
// self-signed X.509 certificates and a PKCS#12 file, all made here — nothing is fetched or checked
// in. The simulator plays the provider's side (it signs notifications with the "provider" keys);
// the conference's payment config holds the merchant's side (simMethodConfigs).

export type KeyPair = { privateKeyPem: string; publicKeyPem: string };

export function rsaKeyPair(bits = 2048): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: bits,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** A self-signed certificate for `pair`, valid from yesterday for ten years; serial as upper-case hex. */
/** 8 random bytes with the top bit clear and a non-zero first byte: DER reads it as a positive integer of full length. */
function positiveSerialHex(): string {
  const b = randomBytes(8);
  b[0] = (b[0] & 0x7f) | 0x10;
  return b.toString("hex").toUpperCase();
}

export function selfSignedCert(pair: KeyPair, commonName: string, serialHex = positiveSerialHex()): { certPem: string; serialHex: string } {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKeyPem);
  cert.serialNumber = serialHex.replace(/^0+/, "") || "1";
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attrs = [{ name: "commonName", value: commonName }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(pair.privateKeyPem), forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), serialHex: cert.serialNumber.toUpperCase() };
}

/** A PKCS#12 (.pfx) holding the key and its certificate, as base64 of the DER file. */
export function pkcs12Base64(pair: KeyPair, certPem: string, password: string): string {
  const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(pair.privateKeyPem), [forge.pki.certificateFromPem(certPem)], password, {
    algorithm: "3des",
  });
  return forge.util.encode64(forge.asn1.toDer(p12).getBytes());
}

export type SimKeys = {
  paypal: { clientId: string; secret: string; webhookId: string; signer: KeyPair; certPem: string };
  alipay: { appId: string; sellerId: string; app: KeyPair; alipay: KeyPair };
  wechat: {
    appId: string;
    mchId: string;
    /** APIv3 key: 32 ASCII characters (AEAD_AES_256_GCM of notifications). */
    apiV3Key: string;
    merchant: KeyPair;
    merchantSerial: string;
    merchantCertPem: string;
    platform: KeyPair;
    platformSerial: string;
    platformCertPem: string;
  };
  card: {
    merId: string;
    terminalNo: string;
    pfxBase64: string;
    pfxPassword: string;
    merchantCertPem: string;
    merchantSerial: string;
    provider: KeyPair;
    providerCertPem: string;
    providerSerial: string;
  };
};

const alnum = (n: number) =>
  randomBytes(n)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .padEnd(n, "x")
    .slice(0, n);

export function createSimKeys(): SimKeys {
  const paypalSigner = rsaKeyPair();
  const alipayApp = rsaKeyPair();
  const alipayProvider = rsaKeyPair();
  const wxMerchant = rsaKeyPair();
  const wxPlatform = rsaKeyPair();
  const cardMerchant = rsaKeyPair();
  const cardProvider = rsaKeyPair();
  const wxMerchantCert = selfSignedCert(wxMerchant, "Demo merchant 1900000001");
  const wxPlatformCert = selfSignedCert(wxPlatform, "Demo WeChat Pay platform");
  const cardMerchantCert = selfSignedCert(cardMerchant, "Demo card merchant 777290058110048");
  const cardProviderCert = selfSignedCert(cardProvider, "Demo card provider verify certificate");
  const pfxPassword = "demo-pfx-" + alnum(8);
  return {
    paypal: {
      clientId: "demo-client-" + alnum(16),
      secret: "demo-secret-" + alnum(24),
      webhookId: "WH-DEMO-" + alnum(12).toUpperCase(),
      signer: paypalSigner,
      certPem: selfSignedCert(paypalSigner, "messageverificationcerts.paypal.com").certPem,
    },
    alipay: { appId: "2021000000000001", sellerId: "2088000000000001", app: alipayApp, alipay: alipayProvider },
    wechat: {
      appId: "wxd0000000000demo",
      mchId: "1900000001",
      apiV3Key: alnum(32),
      merchant: wxMerchant,
      merchantSerial: wxMerchantCert.serialHex,
      merchantCertPem: wxMerchantCert.certPem,
      platform: wxPlatform,
      platformSerial: wxPlatformCert.serialHex,
      platformCertPem: wxPlatformCert.certPem,
    },
    card: {
      merId: "777290058110048",
      terminalNo: "00000001",
      pfxBase64: pkcs12Base64(cardMerchant, cardMerchantCert.certPem, pfxPassword),
      pfxPassword,
      merchantCertPem: cardMerchantCert.certPem,
      merchantSerial: cardMerchantCert.serialHex,
      provider: cardProvider,
      providerCertPem: cardProviderCert.certPem,
      providerSerial: cardProviderCert.serialHex,
    },
  };
}

/**
 * The keys in `file`, made and written there the first time. The seed and the simulator may start
 * at the same moment: the file appears whole or not at all (written aside, then hard-linked, which
 * fails if another process was first — then its keys are the ones used).
 */
export function loadOrCreateSimKeys(file: string): SimKeys {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as SimKeys;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, JSON.stringify(createSimKeys()), { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  } finally {
    unlinkSync(tmp);
  }
  return JSON.parse(readFileSync(file, "utf8")) as SimKeys;
}

/** The default key file of `npm run payment-sim` and the demo seed. */
export const DEFAULT_SIM_KEYS_FILE = ".data/payment-sim/keys.json";

/** What a conference's payment config holds to pay through the simulator (the merchant's side), per method. */
export function simMethodConfigs(k: SimKeys): Record<"PAYPAL" | "ALIPAY" | "WECHAT" | "CARD_DOMESTIC" | "CARD_FOREIGN", Record<string, string>> {
  const card = {
    merchantId: k.card.merId,
    terminalNo: k.card.terminalNo,
    paymentPassword: "demo-payment-password",
    certificate: k.card.pfxBase64,
    certificateName: "demo-merchant.pfx",
    certificatePassword: k.card.pfxPassword,
    providerCertificate: k.card.providerCertPem,
  };
  return {
    PAYPAL: { clientId: k.paypal.clientId, secret: k.paypal.secret, webhookId: k.paypal.webhookId },
    ALIPAY: { appId: k.alipay.appId, sellerId: k.alipay.sellerId, appPrivateKey: k.alipay.app.privateKeyPem, alipayPublicKey: k.alipay.alipay.publicKeyPem },
    WECHAT: {
      appId: k.wechat.appId,
      merchantNo: k.wechat.mchId,
      key: k.wechat.apiV3Key,
      merchantSerialNo: k.wechat.merchantSerial,
      merchantPrivateKey: k.wechat.merchant.privateKeyPem,
      platformCertificate: k.wechat.platformCertPem,
    },
    CARD_DOMESTIC: card,
    CARD_FOREIGN: card,
  };
}
