import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The seed and the shared schemas live beside cms/ in the repository.
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
