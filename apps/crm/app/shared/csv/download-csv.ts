/**
 * An export's file name: what it holds, the project's subdomain and the day.
 * @example csvFileName('customers', 'salon-jasmine') // 'customers-salon-jasmine-2026-11-24.csv'
 */
export function csvFileName(subject: string, domain: string, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${subject}-${domain}-${day}.csv`;
}

/**
 * Hands the CSV the API wrote to the browser as a download: a Blob behind a temporary link that is clicked and
 * removed. The API's text starts with a BOM already, so spreadsheet programs read Georgian and Russian.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: a browser may still be reading the Blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
