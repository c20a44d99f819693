export * from './client';
export * from './collections';
export * from './news';
export type { Where, WhereScalar } from './where';
