import { useLocation } from 'react-router';
import { OFFLINE_MESSAGES } from './messages';
import { useMenuSource } from './use-menu-source';

/** The pages the service worker can render from saved data: home, the catalog and about. */
const MENU_PAGE = /^\/(?:$|foods(?:\/|$)|categories(?:\/|$)|about$)/;

/**
 * A slim bar under the header while the menu on screen is the saved copy: the phone is
 * offline, or the server was too slow and the service worker responded from its copy.
 * Shown only while it applies: pages' own status messages stay the only ones otherwise.
 */
export function OfflineNotice() {
  const { pathname } = useLocation();
  const { online, savedMenu } = useMenuSource();
  const onMenuPage = MENU_PAGE.test(pathname);

  let message: string | undefined;
  if (!online)
    message = onMenuPage ? OFFLINE_MESSAGES.offlineMenu : OFFLINE_MESSAGES.offlineElsewhere;
  else if (savedMenu && onMenuPage) message = OFFLINE_MESSAGES.slowMenu;

  if (!message) return null;
  return (
    <p
      role="status"
      className="border-b border-turmeric-400 bg-cream-100 px-4 py-2 text-center text-sm font-medium text-ink"
    >
      {message}
    </p>
  );
}
