import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Internal workspace packages export TypeScript source (compiled just in time).
  transpilePackages: ['@voltia/domain', '@voltia/firebase-client'],
  // Links to routes that do not exist fail the type check instead of becoming 404s.
  typedRoutes: true,
  poweredByHeader: false,
};

export default nextConfig;
