import { NavigationProgress } from './navigation-progress';
import { TelegramBackButton } from './telegram-back-button';
import { useBuildRefresh } from './use-build-refresh';
import { useTrackHistoryDepth } from './use-go-back';

/**
 * What every page of every app needs around navigation: for Back (spec §2) the visit's history depth and
 * Telegram's back button; the loading progress bar and the build refresh (spec §4).
 */
export function ShellNavigation() {
  useTrackHistoryDepth();
  useBuildRefresh();
  return (
    <>
      <NavigationProgress />
      <TelegramBackButton />
    </>
  );
}
