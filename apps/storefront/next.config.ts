import type { NextConfig } from 'next';
import { deployTargetProblems } from '@voltia/firebase-client/deploy-target';
import { PRODUCT_IMAGE_REMOTE_PATTERNS } from './src/store/catalogue/product-image-hosts';

// A build for deployment (apphosting.yaml sets NEXT_PUBLIC_DEPLOY_TARGET=production) fails here,
// before compiling, when it would point at the emulators, a demo- project or a placeholder.
if (process.env.NEXT_PUBLIC_DEPLOY_TARGET === 'production') {
  const problems = deployTargetProblems(process.env);
  if (problems.length > 0) {
    throw new Error(
      `This storefront cannot be deployed as configured:\n  - ${problems.join('\n  - ')}\nSee docs/deploy.md.`,
    );
  }
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Internal workspace packages export TypeScript source (compiled just in time). demo-data is here
  // for its category drawings only (the product image placeholder): pure data, no Firebase.
  transpilePackages: ['@voltia/domain', '@voltia/firebase-client', '@voltia/catalogue-search', '@voltia/demo-data'],
  // A separate build directory lets a benchmark or a second build run beside the main one.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Links to routes that do not exist fail the type check instead of becoming 404s.
  typedRoutes: true,
  // `npm test` type-checks the storefront in its first step (`next typegen && tsc`), then builds it
  // twice (App Hosting's way, then for the journeys): it sets VOLTIA_TYPECHECKED for those builds,
  // which would check the same source again (26 s of a 53 s build on the 2-core machine). Every
  // other build, App Hosting's own included, still fails on a type error.
  typescript: { ignoreBuildErrors: process.env.VOLTIA_TYPECHECKED === '1' },
  poweredByHeader: false,
  // /metrics, the metrics screen's first path, stays a permanent redirect to /metricas; the query
  // string passes through, so a saved link keeps its period.
  async redirects() {
    return [{ source: '/metrics', destination: '/metricas', permanent: true }];
  },
  images: {
    // Remote product images: only the hosts listed in one module (see product-image-hosts.ts).
    remotePatterns: PRODUCT_IMAGE_REMOTE_PATTERNS.map((pattern) => ({ ...pattern })),
    // SVG stays out of the optimizer (dangerouslyAllowSVG is left off, its default): an SVG can
    // carry script, and the optimizer would serve a remote one from our own origin. next/image
    // then marks any `.svg` src unoptimized, so the demo drawings in /public are served as the
    // static files they are, and the browser renders them in <img>, where SVG script never runs.
    dangerouslyAllowSVG: false,
  },
};

export default nextConfig;
