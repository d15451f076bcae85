import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  // Lets two builds coexist on one machine (e.g. parallel work); `next start` reads the same env.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native / node-only packages stay outside the bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "pg-boss", "@prisma/adapter-pg", "@electric-sql/pglite", "nodemailer"],
};

export default withNextIntl(config);
