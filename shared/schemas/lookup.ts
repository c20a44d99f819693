// Lookups: GET /api/v1/lookup/appstore, the app-store links of the app promo block.
import * as v from 'valibot';

export const AppStoreLinksAnswerSchema = v.looseObject({ ios: v.string(), android: v.string() });
export type AppStoreLinks = v.InferOutput<typeof AppStoreLinksAnswerSchema>;
