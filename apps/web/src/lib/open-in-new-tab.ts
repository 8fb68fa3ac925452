/**
 * Opens a URL that an API call is about to return in a new tab (spec 1 §7 'opened in a new
 * tab'). The tab is opened at once, inside the click, since browsers block windows opened
 * after an await; it is pointed at the URL when it arrives, or closed if none comes.
 */
export async function openInNewTab(url: () => Promise<string | undefined>): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const target = await url();
    if (!target) {
      tab?.close();
      return false;
    }
    // The blank tab has no address of its own to resolve a relative URL against.
    const absolute = new URL(target, window.location.href).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = absolute;
    } else {
      window.location.assign(absolute);
    }
    return true;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
