// Photo competition entries: GET /api/v1/entry/{id}/share (the photo share page) and
// GET /api/v1/entry?EventGuid= (an event's entries).
import * as v from 'valibot';

export const SharedPhotoAnswerSchema = v.looseObject({
  // Base64 JPEG only: the value becomes a data: URL and must not smuggle anything else in.
  image: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=\s]+$/)),
  eventTitle: v.string(),
  eventDescription: v.nullish(v.string()),
  petName: v.string(),
  entryTitle: v.string(),
});
export type SharedPhoto = v.InferOutput<typeof SharedPhotoAnswerSchema>;

export const SharedPhotoListAnswerSchema = v.array(SharedPhotoAnswerSchema);
