// `npm run seed` (in cms/): the demo groups, content and images, into an empty CMS database.
import { getPayload } from 'payload';
import config from '../src/payload.config';
import { seedDemo } from '../src/seed/demo';

const payload = await getPayload({ config });
const seeded = await seedDemo(payload, { log: (line) => console.log(line) });
console.log(seeded.documents ? `Seeded ${seeded.documents} documents and ${seeded.media} images.` : 'The CMS already has content: nothing seeded.');
process.exit(0);
