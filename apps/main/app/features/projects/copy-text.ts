/**
 * Copies text: the async Clipboard API where the page may use it, else the selection-based copy that
 * plain-http pages and some in-app web views (Telegram's among them) still allow. False when refused.
 */
export async function copyText(text: string): Promise<boolean> {
  // Browsers expose navigator.clipboard only in secure contexts.
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the selection-based copy
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
