// A file read in the browser as a data: URL: the image upload's preview, a pet's photo and the
// feedback screenshot, as the API takes them.
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The file's base64 alone, without the data: prefix. */
export async function readBase64(file: Blob): Promise<string> {
  return (await readDataUrl(file)).replace(/^data:[^,]*,/, '');
}
