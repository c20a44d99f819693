import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The e2e run builds into a folder of its own, beside a developer's running `npm run cms`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The development server answers 127.0.0.1 as well as localhost (the e2e run uses it).
  allowedDevOrigins: ['127.0.0.1'],
  // The seed and the shared schemas live beside cms/ in the repository.
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
