import { blobText } from '../../testing/csv-downloads';
import { csvFileName, downloadCsv } from './download-csv';

describe('the CSV export', () => {
  it('names the file after what it holds, the project and the day', () => {
    expect(csvFileName('customers', 'salon-jasmine', new Date(2026, 10, 4, 23, 30))).toBe(
      'customers-salon-jasmine-2026-11-04.csv',
    );
  });

  it('downloads the text as a file through a link to a Blob, then lets the Blob go', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export-1';
    }) as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const clicked: Array<{ href: string; download: string; isInDocument: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, isInDocument: document.body.contains(this) });
    });

    const csv = '\uFEFFName,Phone\nНино,+995555123456\n';
    downloadCsv(csv, 'customers-salon-2026-11-04.csv');

    expect(clicked).toEqual([
      { href: 'blob:export-1', download: 'customers-salon-2026-11-04.csv', isInDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await blobText(blobs[0])).toBe(csv.slice(1));
    // The BOM is in the file: spreadsheet programs read Georgian and Russian by it.
    expect(blobs[0].size).toBe(new TextEncoder().encode(csv).length);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export-1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
