import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Internal workspace packages export TypeScript source (compiled just in time).
  transpilePackages: ['@voltia/domain', '@voltia/firebase-client', '@voltia/catalogue-search'],
  // A separate build directory lets a benchmark or a second build run beside the main one.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Links to routes that do not exist fail the type check instead of becoming 404s.
  typedRoutes: true,
  poweredByHeader: false,
};

export default nextConfig;
