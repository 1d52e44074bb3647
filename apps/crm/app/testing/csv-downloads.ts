/* Catches the CSV files a test's page downloads (shared/csv/download-csv.ts), with their names and texts. */

/** A Blob's text (jsdom's Blob has no text()); a leading BOM is dropped by the decoding, as browsers do. */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Records each download link the page clicks instead of following it; `restore` puts the browser back. */
export function captureCsvDownloads() {
  const files: Array<{ name: string; text: Promise<string> }> = [];
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((value: Blob) => {
    blob = value;
    return 'blob:csv';
  }) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) files.push({ name: this.download, text: blobText(blob) });
  });
  return { files, restore: () => click.mockRestore() };
}
