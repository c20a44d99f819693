// The title and description of a shared photo's page, the same in the browser tab
// (shell/pages/PhotoSharePage.tsx) and in the link preview the server writes for crawlers
// (server/seo): the pet and entry name the photo, the event it was entered in comes first in
// the description, so a preview says what the photo is part of.
export interface SharedPhotoText {
  petName: string;
  entryTitle: string;
  eventTitle: string;
  eventDescription?: string | null;
}

export function sharedPhotoHead(photo: SharedPhotoText): { title: string; description: string } {
  const event = photo.eventTitle.trim();
  const about = photo.eventDescription?.trim();
  return {
    title: `${photo.petName}: ${photo.entryTitle}`,
    description: about ? `${event}: ${about}` : event,
  };
}
